import { LOGO_LIMITS, type LogoSize, type UploadedLogo } from '@cyber/domain';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Slider,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import type { CropArea } from '../api/crop-logo.ts';

export type CropDialogProps = {
  open: boolean;
  size: LogoSize;
  /** A local URL of the chosen file (the same bytes the server keeps). */
  imageUrl: string;
  uploaded: UploadedLogo;
  saving: boolean;
  onCancel: () => void;
  onSave: (area: CropArea) => void;
};

type AspectChoice = 'original' | 'box' | 'square';

/** The crop area in whole pixels of the original, kept inside it. */
export function clampArea(area: Area, image: { width: number; height: number }): CropArea {
  const x = Math.min(Math.max(0, Math.round(area.x)), image.width - 1);
  const y = Math.min(Math.max(0, Math.round(area.y)), image.height - 1);
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(area.width), image.width - x)),
    height: Math.max(1, Math.min(Math.round(area.height), image.height - y)),
  };
}

/** Crop the uploaded image for the small or medium logo; the crop area goes to the server. */
export function CropDialog({
  open,
  size,
  imageUrl,
  uploaded,
  saving,
  onCancel,
  onSave,
}: CropDialogProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [choice, setChoice] = useState<AspectChoice>('original');
  const [area, setArea] = useState<Area | null>(null);
  const limit = LOGO_LIMITS[size];
  const aspect =
    choice === 'original'
      ? uploaded.width / uploaded.height
      : choice === 'box'
        ? limit.maxWidth / limit.maxHeight
        : 1;
  const sizeLabel = t(size === 'small' ? 'adminBranding.small' : 'adminBranding.medium');

  return (
    <Dialog open={open} onClose={saving ? undefined : onCancel} fullWidth maxWidth="md">
      <DialogTitle>{t('adminBranding.cropTitle', { size: sizeLabel.toLowerCase() })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Box
            sx={{
              position: 'relative',
              height: 360,
              bgcolor: 'grey.200',
              borderRadius: 1,
              overflow: 'hidden',
            }}
          >
            <Cropper
              image={imageUrl}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              objectFit="contain"
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={choice}
              onChange={(_, next: AspectChoice | null) => next && setChoice(next)}
            >
              <ToggleButton value="original">
                {uploaded.width} × {uploaded.height}
              </ToggleButton>
              <ToggleButton value="box">
                {limit.maxWidth} × {limit.maxHeight}
              </ToggleButton>
              <ToggleButton value="square">1 × 1</ToggleButton>
            </ToggleButtonGroup>
            <Typography id="logo-zoom-label" variant="body2">
              {t('adminBranding.zoom')}
            </Typography>
            <Slider
              aria-labelledby="logo-zoom-label"
              min={1}
              max={4}
              step={0.05}
              value={zoom}
              onChange={(_, next) => setZoom(next as number)}
              sx={{ flex: 1 }}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {t('adminBranding.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={saving}
          onClick={() =>
            onSave(
              clampArea(
                area ?? { x: 0, y: 0, width: uploaded.width, height: uploaded.height },
                uploaded,
              ),
            )
          }
        >
          {t('adminBranding.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

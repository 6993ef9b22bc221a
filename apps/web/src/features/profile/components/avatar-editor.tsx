import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, AVATAR_ZOOM, MFA_MESSAGES } from '@cyber/domain';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Slider,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useAuthorizedImage } from '../../../lib/use-authorized-image.ts';
import { useDeleteAvatar, useUploadAvatar } from '../api/upload-avatar.ts';

/** The largest side of the uploaded (cropped) picture. */
const OUTPUT_SIZE = 512;

/** Check a chosen file before cropping (the server checks again, by content). */
export function avatarFileError(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) {
    return MFA_MESSAGES.avatarWrongType;
  }
  if (file.size > AVATAR_MAX_BYTES) return MFA_MESSAGES.avatarTooLarge;
  return null;
}

async function cropToBlob(source: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const scale = Math.min(1, OUTPUT_SIZE / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.width * scale);
  canvas.height = Math.round(area.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Crop failed'))), 'image/png'),
  );
}

export type AvatarEditorProps = {
  user: { avatarUrl: string | null; initials: string };
};

/**
 * The profile picture: upload (PNG/JPG/JPEG/GIF, 2 MB), crop to a square with zoom 1–3, and the
 * cropped image is what is uploaded; or remove it.
 */
export function AvatarEditor({ user }: AvatarEditorProps) {
  const { t } = useTranslation();
  const src = useAuthorizedImage(user.avatarUrl);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(AVATAR_ZOOM.min);
  const [area, setArea] = useState<Area | null>(null);
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(
    null,
  );

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const error = avatarFileError(file);
    if (error) {
      setMessage({ severity: 'error', text: error });
      return;
    }
    setMessage(null);
    setZoom(AVATAR_ZOOM.min);
    setCrop({ x: 0, y: 0 });
    setSource(URL.createObjectURL(file));
  };

  const handleCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const handleSave = async () => {
    if (!source || !area) return;
    try {
      const blob = await cropToBlob(source, area);
      await upload.mutateAsync({ file: blob, fileName: 'avatar.png' });
      setSource(null);
      setMessage({ severity: 'success', text: t('profile.pictureSaved') });
    } catch (error) {
      setMessage({
        severity: 'error',
        text: error instanceof Error ? error.message : String(error),
      });
    }
  };

  const handleRemove = async () => {
    try {
      await remove.mutateAsync();
      setMessage({ severity: 'success', text: t('profile.pictureRemoved') });
    } catch (error) {
      setMessage({
        severity: 'error',
        text: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2.5} alignItems="center">
        <Avatar
          src={src ?? undefined}
          alt=""
          data-testid="profile-avatar"
          sx={{ width: 88, height: 88, fontSize: 34, bgcolor: 'primary.main' }}
        >
          {user.initials}
        </Avatar>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => input.current?.click()}>
              {t('profile.upload')}
            </Button>
            {user.avatarUrl && (
              <Button color="error" disabled={remove.isPending} onClick={() => void handleRemove()}>
                {t('profile.remove')}
              </Button>
            )}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t('profile.pictureHelp')}
          </Typography>
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          data-testid="avatar-file"
          accept=".png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif"
          onChange={handleFile}
        />
      </Stack>
      {message && (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}

      <Dialog open={source !== null} onClose={() => setSource(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t('profile.cropTitle')}</DialogTitle>
        <DialogContent>
          <Box sx={{ position: 'relative', height: 320, bgcolor: 'grey.900', borderRadius: 1 }}>
            {source && (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                minZoom={AVATAR_ZOOM.min}
                maxZoom={AVATAR_ZOOM.max}
                aspect={1}
                cropShape="round"
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={handleCropComplete}
              />
            )}
          </Box>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
            <Typography id="avatar-zoom-label" variant="body2">
              {t('profile.zoom')}
            </Typography>
            <Slider
              aria-labelledby="avatar-zoom-label"
              value={zoom}
              min={AVATAR_ZOOM.min}
              max={AVATAR_ZOOM.max}
              step={AVATAR_ZOOM.step}
              onChange={(_, value) => setZoom(value as number)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSource(null)}>{t('profile.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!area || upload.isPending}
            onClick={() => void handleSave()}
          >
            {t('profile.useCrop')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

import {
  LOGO_MESSAGES,
  LOGO_UPLOAD_ACCEPT,
  LOGO_UPLOAD_MAX_BYTES,
  type LogoSize,
  type UploadedLogo,
} from '@cyber/domain';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCropLogo } from '../api/crop-logo.ts';
import { useDeleteLogo } from '../api/delete-logo.ts';
import { useAgencyLogo } from '../api/get-logo.ts';
import { useUploadLogo } from '../api/upload-logo.ts';
import { CropDialog } from './crop-dialog.tsx';

export type LogoCardProps = {
  agencyId: string;
  agencyName: string;
  size: LogoSize;
  /** Whether the agency has this logo; the image is fetched only then. */
  exists: boolean;
  canManage: boolean;
};

/** One logo size: the current image, upload → crop → save, and delete. */
export function LogoCard({ agencyId, agencyName, size, exists, canManage }: LogoCardProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const logo = useAgencyLogo(agencyId, size, exists);
  const upload = useUploadLogo();
  const crop = useCropLogo();
  const remove = useDeleteLogo();
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ url: string; uploaded: UploadedLogo } | null>(null);

  useEffect(() => () => (editing ? URL.revokeObjectURL(editing.url) : undefined), [editing]);

  const title = t(size === 'small' ? 'adminBranding.small' : 'adminBranding.medium');
  const hint = t(size === 'small' ? 'adminBranding.smallHint' : 'adminBranding.mediumHint');

  const handleFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    if (file.size === 0) return setError(LOGO_MESSAGES.emptyFile);
    if (file.size > LOGO_UPLOAD_MAX_BYTES) return setError(LOGO_MESSAGES.tooLarge);
    upload.mutate(
      { agencyId, size, file },
      {
        onSuccess: (uploaded) => setEditing({ url: URL.createObjectURL(file), uploaded }),
        onError: (e) => setError(e.message),
      },
    );
  };

  const handleSave = (area: Parameters<typeof crop.mutate>[0]['area']) =>
    crop.mutate(
      { agencyId, size, area },
      {
        onSuccess: () => {
          setEditing(null);
          enqueueSnackbar(t('adminBranding.saved'), { variant: 'success' });
        },
        onError: (e) => setError(e.message),
      },
    );

  const handleDelete = () =>
    remove.mutate(
      { agencyId, size },
      {
        onSuccess: () => enqueueSnackbar(t('adminBranding.deleted'), { variant: 'success' }),
        onError: (e) => setError(e.message),
      },
    );

  return (
    <SectionCard title={title}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
        <Box
          data-testid={`logo-${size}-preview`}
          sx={{
            display: 'grid',
            placeItems: 'center',
            minHeight: 140,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderStyle: 'dashed',
            borderRadius: 1,
            bgcolor: 'background.default',
          }}
        >
          {/* no logo: the query never runs, so it is not waited for */}
          {exists && logo.isLoading ? (
            <Skeleton variant="rounded" width={200} height={60} />
          ) : exists && logo.url ? (
            <Box
              component="img"
              src={logo.url}
              alt={`${t('adminBranding.logoAlt', { name: agencyName })} (${title})`}
              sx={{ maxWidth: '100%', maxHeight: size === 'small' ? 120 : 200 }}
            />
          ) : (
            <Typography color="text.secondary">{t('adminBranding.none')}</Typography>
          )}
        </Box>
        {error && (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {canManage && (
          <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={LOGO_UPLOAD_ACCEPT}
              hidden
              data-testid={`logo-${size}-file`}
              onChange={(event) => handleFile(event.target.files?.[0])}
            />
            <Button
              variant="contained"
              component="label"
              htmlFor={inputId}
              disabled={upload.isPending}
            >
              {logo.url ? t('adminBranding.replace') : t('adminBranding.upload')}
            </Button>
            {logo.url && (
              <Button color="error" onClick={handleDelete} disabled={remove.isPending}>
                {t('adminBranding.delete')}
              </Button>
            )}
            <Typography variant="caption" color="text.secondary">
              {t('adminBranding.fileTypes')}
            </Typography>
          </Stack>
        )}
      </Stack>
      {editing && (
        <CropDialog
          open
          size={size}
          imageUrl={editing.url}
          uploaded={editing.uploaded}
          saving={crop.isPending}
          onCancel={() => setEditing(null)}
          onSave={handleSave}
        />
      )}
    </SectionCard>
  );
}

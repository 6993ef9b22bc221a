import { zodResolver } from '@hookform/resolvers/zod';
import {
  INCIDENT_MESSAGE_MAX,
  IncidentBannerPayloadSchema,
  type AdminFlag,
  type IncidentBannerPayload,
} from '@cyber/domain';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useUpdateFlag } from '../api/update-flag.ts';

export type IncidentSettingsProps = { flag: AdminFlag | null };

const initialOf = (flag: AdminFlag | null): IncidentBannerPayload => {
  const parsed = IncidentBannerPayloadSchema.safeParse(flag?.payload);
  return parsed.success ? parsed.data : { message: '', statusUrl: '' };
};

/** The incident banner's message and status page, and showing or hiding it. */
export function IncidentSettings({ flag }: IncidentSettingsProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateFlag();
  const form = useForm<IncidentBannerPayload>({
    resolver: zodResolver(IncidentBannerPayloadSchema),
    defaultValues: initialOf(flag),
    mode: 'onTouched',
  });
  const message = form.watch('message') ?? '';

  if (!flag) return null;

  const save = (enabled: boolean) =>
    form.handleSubmit((payload) =>
      update
        .mutateAsync(
          { key: flag.key, body: { enabled, payload } },
          {
            onSuccess: (saved) => {
              form.reset(initialOf(saved));
              enqueueSnackbar(t('adminFlags.incidentSaved'), { variant: 'success' });
            },
            onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
          },
        )
        .catch(() => undefined),
    );

  const handleHide = () =>
    update.mutate(
      { key: flag.key, body: { enabled: false } },
      { onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }) },
    );

  const { errors } = form.formState;

  return (
    <SectionCard title={t('adminFlags.incidentCard')}>
      <Stack
        component="form"
        spacing={2.5}
        noValidate
        aria-label={t('adminFlags.incidentCard')}
        onSubmit={save(flag.enabled)}
      >
        <Typography variant="body2" color="text.secondary">
          {t('adminFlags.incidentHelp')}
        </Typography>
        <Alert severity={flag.enabled ? 'warning' : 'info'} variant="outlined">
          {t(flag.enabled ? 'adminFlags.incidentLive' : 'adminFlags.incidentHidden')}
        </Alert>
        <TextField
          id="incident-message"
          label={t('adminFlags.incidentMessage')}
          required
          multiline
          minRows={2}
          {...form.register('message')}
          error={Boolean(errors.message)}
          helperText={
            errors.message?.message ??
            t('adminFlags.charsLeft', { count: INCIDENT_MESSAGE_MAX - message.length })
          }
          slotProps={{ htmlInput: { maxLength: INCIDENT_MESSAGE_MAX } }}
        />
        <TextField
          id="incident-status-url"
          label={t('adminFlags.incidentStatusUrl')}
          required
          type="url"
          {...form.register('statusUrl')}
          error={Boolean(errors.statusUrl)}
          helperText={errors.statusUrl?.message}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button type="submit" variant="outlined" disabled={update.isPending}>
            {t('adminFlags.incidentSave')}
          </Button>
          {flag.enabled ? (
            <Button
              variant="contained"
              color="warning"
              onClick={handleHide}
              disabled={update.isPending}
            >
              {t('adminFlags.incidentHide')}
            </Button>
          ) : (
            <Button variant="contained" onClick={save(true)} disabled={update.isPending}>
              {t('adminFlags.incidentSaveAndShow')}
            </Button>
          )}
        </Stack>
      </Stack>
    </SectionCard>
  );
}

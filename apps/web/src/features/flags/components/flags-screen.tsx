import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FlagList } from './flag-list.tsx';
import { FlagOverrides } from './flag-overrides.tsx';
import { IncidentSettings } from './incident-settings.tsx';
import { useAdminFlags } from '../api/get-admin-flags.ts';

export type FlagsScreenProps = { canManage: boolean };

/** {base}/manage/flags: switches, incident banner settings and per-user overrides. */
export function FlagsScreen({ canManage }: FlagsScreenProps) {
  const { t } = useTranslation();
  if (!canManage) return <Alert severity="warning">{t('adminFlags.notAllowed')}</Alert>;
  return <FlagsContent />;
}

function FlagsContent() {
  const { t } = useTranslation();
  const flags = useAdminFlags();
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('adminFlags.title')}
        </Typography>
        <Typography color="text.secondary">{t('adminFlags.subtitle')}</Typography>
      </div>
      {flags.isError && <Alert severity="error">{flags.error.message}</Alert>}
      <FlagList flags={flags.data} loading={flags.isPending} />
      {flags.data && (
        <IncidentSettings flag={flags.data.find((f) => f.key === 'incident-banner') ?? null} />
      )}
      {flags.data && <FlagOverrides flags={flags.data} />}
    </Stack>
  );
}

import { Alert, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LogoCard } from './logo-card.tsx';

export type BrandingScreenProps = {
  /** The agency acted in, or null when the signed-in account is not an agency. */
  agencyId: string | null;
  agencyName: string;
  /** Which logos the agency has (me.account.logos); only those are fetched. */
  logos: { small: boolean; medium: boolean } | undefined;
  canManage: boolean;
};

/** {base}/manage/branding: the agency's small (header) and medium (documents) logos. */
export function BrandingScreen({ agencyId, agencyName, logos, canManage }: BrandingScreenProps) {
  const { t } = useTranslation();
  if (!agencyId) return <Alert severity="warning">{t('adminBranding.notAllowed')}</Alert>;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('adminBranding.title')}
        </Typography>
        <Typography color="text.secondary">{t('adminBranding.subtitle')}</Typography>
      </div>
      {!canManage && <Alert severity="info">{t('adminBranding.notAllowed')}</Alert>}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <LogoCard
            agencyId={agencyId}
            agencyName={agencyName}
            size="small"
            exists={logos?.small ?? false}
            canManage={canManage}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <LogoCard
            agencyId={agencyId}
            agencyName={agencyName}
            size="medium"
            exists={logos?.medium ?? false}
            canManage={canManage}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}

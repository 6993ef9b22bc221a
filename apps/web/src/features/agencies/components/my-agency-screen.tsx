import { Alert, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { FormNotice, type Notice } from '../../../components/form/form-notice.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useAgency, useUpdateAgency } from '../api/agency.ts';
import { AgencyAccountsCard } from './agency-accounts-card.tsx';
import { AgreementCard, FeinCard, PaymentsCard } from './agency-admin-cards.tsx';
import { AgencyForm } from './agency-form.tsx';
import { AgencyProfile } from './agency-profile.tsx';

/**
 * {persona}/manage/agency: the caller's own agency. Its admin edits the profile fields and the
 * FEIN and signs the producer agreement; the NPN, level, hierarchy and payments stay with the
 * provider. Other users read it, and everyone sees the agency's accounts.
 */
export function MyAgencyScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { me, permissions, claims } = useCurrentUser();
  const agency = useAgency(me.account.id);
  const update = useUpdateAgency();
  const [notice, setNotice] = useState<Notice | null>(null);
  const canEdit = permissions.includes('agency:manage') && claims.scopes.includes('role:admin');

  if (agency.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (agency.isError) {
    return (
      <Alert severity="error" role="alert">
        {t('agencies.notFound')}
      </Alert>
    );
  }
  const a = agency.data;
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h2" component="h1">
          {t('agencies.myAgencyTitle')}
        </Typography>
        <Typography color="text.secondary">{t('agencies.myAgencySubtitle')}</Typography>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          {canEdit ? (
            <SectionCard title={t('agencies.profile')}>
              <Stack spacing={2}>
                <Alert severity="info">{t('agencies.providerOnly')}</Alert>
                <FormNotice notice={notice} />
                <AgencyForm
                  formId="my-agency-form"
                  agency={a}
                  providerFields={false}
                  onSubmit={(values) =>
                    update.mutate(
                      { ...values, agencyId: a.id, npn: a.npn },
                      {
                        onSuccess: ({ message }) => {
                          setNotice(null);
                          enqueueSnackbar(message, { variant: 'success' });
                        },
                        onError: (error) =>
                          setNotice({ severity: 'error', message: error.message }),
                      },
                    )
                  }
                  footer={
                    <SubmitButton busy={update.isPending} sx={{ alignSelf: 'flex-start' }}>
                      {t('agencies.save')}
                    </SubmitButton>
                  }
                />
              </Stack>
            </SectionCard>
          ) : (
            <SectionCard title={t('agencies.profile')}>
              <AgencyProfile agency={a} />
            </SectionCard>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <AgreementCard agencyId={a.id} agencyName={a.name} signerName={me.fullName} />
            <FeinCard agency={a} canEdit={canEdit} />
            <PaymentsCard agency={a} canToggle={false} />
          </Stack>
        </Grid>
        <Grid size={12}>
          <AgencyAccountsCard agencyId={a.id} agencyName={a.name} canAssign={false} />
        </Grid>
      </Grid>
    </Stack>
  );
}

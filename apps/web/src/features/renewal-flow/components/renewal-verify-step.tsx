import { regionOfCurrency, PRODUCT_NAMES, type Persona, type Policy } from '@cyber/domain';
import { Alert, Button, CircularProgress, LinearProgress, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DetailList } from '../../../components/detail-list.tsx';
import { paths } from '../../../config/paths.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { formatDate, formatMoney, formatWholeMoney } from '../../../lib/format.ts';
import { useAccount } from '../../accounts/index.ts';
import { PolicyStatusChip, usePrepareRenewal } from '../../policies/index.ts';
import type { VerifyStepComponent } from './types.ts';

export type RenewalVerifyStepProps = {
  persona: Persona;
  policy: Policy;
  /** The quote flow's verify step, passed in by the route. */
  VerifyStep: VerifyStepComponent;
};

/** The expiring policy: its number, product, status, term, limit, deductible and premium. */
function ExpiringPolicy({ policy }: { policy: Policy }) {
  const { t } = useTranslation();
  const id = useId();
  const region = regionOfCurrency(policy.currency);
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('renewalFlow.verify.expiring')}
      </Typography>
      <DetailList
        items={[
          { label: t('renewalFlow.verify.policyNumber'), value: policy.policyNumber },
          { label: t('renewalFlow.verify.product'), value: PRODUCT_NAMES[policy.product] },
          {
            label: t('renewalFlow.verify.status'),
            value: <PolicyStatusChip status={policy.status} />,
          },
          {
            label: t('renewalFlow.verify.term'),
            value: t('renewalFlow.verify.termValue', {
              start: formatDate(policy.effectiveDate, region),
              end: formatDate(policy.endDate, region),
            }),
          },
          {
            label: t('renewalFlow.verify.limit'),
            value: formatWholeMoney(policy.limit, region),
          },
          {
            label: t('renewalFlow.verify.deductible'),
            value: formatWholeMoney(policy.deductible, region),
          },
          { label: t('renewalFlow.verify.premium'), value: formatMoney(policy.premium, region) },
          {
            label: t('renewalFlow.verify.totalPremium'),
            value: formatMoney(policy.totalPremium, region),
          },
        ]}
      />
    </Stack>
  );
}

/**
 * verify: the insured account's details to verify (the quote flow's verify step: its
 * firmographics and the way to edit them) and the expiring policy. Continue prepares the renewal
 * quote (POST …/renewal, idempotent: an existing renewal is answered as it is) and moves to the
 * summary; a refusal (opted out, not renewable, no agent of record) stays here with the server's
 * message.
 */
export function RenewalVerifyStep({ persona, policy, VerifyStep }: RenewalVerifyStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const accountHeading = useId();
  const account = useAccount(policy.accountId);
  const prepare = usePrepareRenewal();

  const handleContinue = () =>
    prepare.mutate(policy.id, {
      onSuccess: ({ message }) => {
        enqueueSnackbar(message, { variant: 'success' });
        void navigate(
          paths.persona.policyRenewal(
            persona,
            policy.id,
            policy.accountId,
            policy.product,
            'summary',
          ),
        );
      },
    });

  return (
    <Stack spacing={3}>
      <Stack component="section" aria-labelledby={accountHeading} spacing={1.5}>
        <Typography id={accountHeading} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('renewalFlow.verify.account')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('renewalFlow.verify.intro')}
        </Typography>
        {account.isPending && (
          <LinearProgress aria-label={t('renewalFlow.verify.accountLoading')} />
        )}
        {account.isError && (
          <Alert severity="error" role="alert">
            {account.error.message}
          </Alert>
        )}
        {account.data && <VerifyStep account={account.data} persona={persona} />}
      </Stack>
      <ExpiringPolicy policy={policy} />
      {prepare.isError && (
        <Alert severity="error" role="alert">
          {refusalMessage(prepare.error, t('renewalFlow.verify.prepareFailed'))}
        </Alert>
      )}
      <Stack direction="row" justifyContent="flex-end">
        <Button
          variant="contained"
          onClick={handleContinue}
          disabled={prepare.isPending || prepare.isSuccess}
          startIcon={prepare.isPending ? <CircularProgress size={16} /> : undefined}
        >
          {t('renewalFlow.verify.continue')}
        </Button>
      </Stack>
    </Stack>
  );
}

import { regionOfCurrency } from '@cyber/domain';
import type { Persona, Policy, PolicyRenewal } from '@cyber/domain';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list.tsx';
import { paths } from '../../../config/paths.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { policyRenewalQueryOptions, RenewalDiffView } from '../../policies/index.ts';
import { QuoteStatusChip } from '../../quotes/index.ts';

export type RenewalSummaryStepProps = { persona: Persona; policy: Policy };

const stepPath = (persona: Persona, policy: Policy, step: 'verify' | 'custom-quote') =>
  paths.persona.policyRenewal(persona, policy.id, policy.accountId, policy.product, step);

/**
 * The policy's renewal as the server has it now: read again each time the step opens, so a
 * renewal quote re-rated in the custom-quote step shows its new premium and diff.
 */
export const useFreshPolicyRenewal = (policyId: string) =>
  useQuery({ ...policyRenewalQueryOptions(policyId), refetchOnMount: 'always' });

/** Nothing prepared yet: say so, and offer to go back to verify (where Continue prepares it). */
export function RenewalNotPrepared({ persona, policy }: RenewalSummaryStepProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
        {t('renewalFlow.summary.notPrepared')}
      </Alert>
      <Button variant="contained" href={stepPath(persona, policy, 'verify')}>
        {t('renewalFlow.summary.backToVerify')}
      </Button>
    </Stack>
  );
}

/** The renewal quote: its number, status, effective date and premium. */
function RenewalQuoteDetails({
  quote,
  policy,
}: {
  quote: NonNullable<PolicyRenewal['quote']>;
  policy: Policy;
}) {
  const { t } = useTranslation();
  const id = useId();
  const region = regionOfCurrency(policy.currency);
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('renewalFlow.summary.quote')}
      </Typography>
      <DetailList
        items={[
          { label: t('renewalFlow.summary.number'), value: quote.quoteNumber },
          {
            label: t('renewalFlow.summary.status'),
            value: <QuoteStatusChip status={quote.status} />,
          },
          {
            label: t('renewalFlow.summary.effectiveDate'),
            value: formatDate(quote.effectiveDate, region),
          },
          { label: t('renewalFlow.summary.premium'), value: formatMoney(quote.premium, region) },
          {
            label: t('renewalFlow.summary.totalPremium'),
            value: formatMoney(quote.totalPremium, region),
          },
        ]}
      />
    </Stack>
  );
}

/**
 * summary: the renewal quote (GET …/renewal) and what changed at renewal with its reasons.
 * Customize quote opens the custom-quote step, View quote the quotes screen on the renewal quote,
 * Back the verify step. Without a renewal quote yet, it says so and leads back to verify.
 */
export function RenewalSummaryStep({ persona, policy }: RenewalSummaryStepProps) {
  const { t } = useTranslation();
  const renewal = useFreshPolicyRenewal(policy.id);
  if (renewal.isPending) return <LinearProgress aria-label={t('renewalFlow.summary.loading')} />;
  if (renewal.isError) {
    return (
      <Alert severity="error" role="alert">
        {refusalMessage(renewal.error, t('renewalFlow.summary.loadFailed'))}
      </Alert>
    );
  }
  const { quote, diff } = renewal.data;
  if (!quote) return <RenewalNotPrepared persona={persona} policy={policy} />;
  return (
    <Stack spacing={3}>
      <RenewalQuoteDetails quote={quote} policy={policy} />
      {diff ? (
        <RenewalDiffView diff={diff} region={regionOfCurrency(policy.currency)} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('renewalFlow.summary.noDiff')}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button href={stepPath(persona, policy, 'verify')}>{t('renewalFlow.summary.back')}</Button>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          href={`${paths.persona.quotes(persona)}?${new URLSearchParams({ quote: quote.id })}`}
        >
          {t('renewalFlow.summary.view')}
        </Button>
        <Button variant="contained" href={stepPath(persona, policy, 'custom-quote')}>
          {t('renewalFlow.summary.customize')}
        </Button>
      </Stack>
    </Stack>
  );
}

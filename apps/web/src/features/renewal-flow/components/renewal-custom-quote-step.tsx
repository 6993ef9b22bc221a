import type { Persona, Policy } from '@cyber/domain';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useQuote } from '../../quotes/index.ts';
import { RenewalNotPrepared, useFreshPolicyRenewal } from './renewal-summary-step.tsx';
import type { CalculatorComponent } from './types.ts';

export type RenewalCustomQuoteStepProps = {
  persona: Persona;
  policy: Policy;
  /** The calculator's `CalculatorScreen`, passed in by the route (see `QuoteFlowScreenProps`). */
  Calculator: CalculatorComponent;
};

/**
 * custom-quote: the calculator set to the renewal quote, as edit-quote sets it to a quote; the
 * agent changes limits and coverages and saves, which re-rates the renewal quote
 * (PUT /api/quote/v1/{product}/{id}). Without a renewal quote yet, it leads back to verify.
 */
export function RenewalCustomQuoteStep({
  persona,
  policy,
  Calculator,
}: RenewalCustomQuoteStepProps) {
  const { t } = useTranslation();
  const renewal = useFreshPolicyRenewal(policy.id);
  const quoteId = renewal.data?.quote?.id ?? '';
  const quote = useQuote(quoteId);
  if (renewal.isPending) return <LinearProgress aria-label={t('renewalFlow.summary.loading')} />;
  if (renewal.isError) {
    return (
      <Alert severity="error" role="alert">
        {refusalMessage(renewal.error, t('renewalFlow.summary.loadFailed'))}
      </Alert>
    );
  }
  if (!quoteId) return <RenewalNotPrepared persona={persona} policy={policy} />;
  if (quote.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (quote.isError) {
    return (
      <Alert severity="error" role="alert">
        {quote.error.message}
      </Alert>
    );
  }
  const q = quote.data;
  const wrong = q.accountId !== policy.accountId || q.product !== policy.product;
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        {t('renewalFlow.customQuote.intro')}
      </Typography>
      {wrong ? (
        <Alert severity="error" role="alert">
          {t('renewalFlow.customQuote.mismatch')}
        </Alert>
      ) : (
        <Calculator
          key={q.id}
          embedded
          persona={persona}
          productType={q.product}
          accountId={q.accountId}
          quote={q}
        />
      )}
      <Box>
        <Button
          href={paths.persona.policyRenewal(
            persona,
            policy.id,
            policy.accountId,
            policy.product,
            'summary',
          )}
        >
          {t('renewalFlow.customQuote.back')}
        </Button>
      </Box>
    </Stack>
  );
}

import type { Persona } from '@cyber/domain';
import { Alert, AlertTitle, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import type { RequestQuoteEligibility } from '../lib/eligibility.ts';

/**
 * Why an account cannot be quoted yet, and where to fix it: the facts the rater needs that the
 * account lacks, how many more profile facts the score wants, and a link that opens the
 * account's firmographics for editing. Shown instead of a calculator that could never rate.
 */
export function QuoteReadinessAlert({
  eligibility,
  persona,
  accountId,
  onEdit,
}: {
  eligibility: Exclude<RequestQuoteEligibility, { eligible: true }>;
  persona: Persona;
  accountId: string;
  /** On the account page itself: open its editor instead of following the link. */
  onEdit?: () => void;
}) {
  const { t } = useTranslation();
  if (eligibility.reason === 'notEligible') {
    return (
      <Alert severity="warning" role="alert">
        {t('quoteCalculator.notEligible')}
      </Alert>
    );
  }
  const { missing, moreFacts, optional } = eligibility.readiness;
  const names = (facts: readonly string[]) =>
    facts.map((fact) => t(`quoteCalculator.readiness.fact_${fact}`)).join(', ');
  const editLabel = t('quoteCalculator.readiness.edit');
  return (
    <Alert severity="warning" role="alert" data-testid="quote-readiness">
      <AlertTitle>{t('quoteCalculator.needsMoreInformation')}</AlertTitle>
      {missing.length > 0 && (
        <p style={{ margin: 0 }}>
          {t('quoteCalculator.readiness.missing', { facts: names(missing) })}
        </p>
      )}
      {moreFacts > 0 && (
        <p style={{ margin: 0 }}>
          {t('quoteCalculator.readiness.more', { count: moreFacts, facts: names(optional) })}
        </p>
      )}
      {onEdit ? (
        <Link component="button" type="button" onClick={onEdit}>
          {editLabel}
        </Link>
      ) : (
        <Link component={RouterLink} to={paths.persona.accountEdit(persona, accountId)}>
          {editLabel}
        </Link>
      )}
    </Alert>
  );
}

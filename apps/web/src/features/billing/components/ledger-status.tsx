import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useReconciliation } from '../api/staff-payments.ts';

/**
 * Provider staff's view of the ledger's reconciliation (decision 053): that it reconciles, with
 * how many journals each currency holds, or what does not (journals, invoices), as checked now.
 */
export function LedgerStatus() {
  const { t } = useTranslation();
  const check = useReconciliation();
  if (!check.data) return null;
  const r = check.data;
  const journals = r.currencies.map((c) => `${c.currency} ${c.journals}`).join(', ');
  return r.ok ? (
    <Alert severity="success" role="status" sx={{ mb: 2 }}>
      {t('billing.ledger.ok', { journals, when: formatDateTime(r.checkedAt) })}
    </Alert>
  ) : (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{t('billing.ledger.failedTitle')}</AlertTitle>
      {t('billing.ledger.failed', {
        journals: r.unbalancedJournals.length,
        invoices: r.invoicesOffLedger.length,
      })}
    </Alert>
  );
}

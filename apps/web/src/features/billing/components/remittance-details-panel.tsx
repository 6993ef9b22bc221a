import { regionOfCurrency } from '@cyber/domain';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useRemittanceDetails } from '../api/payments.ts';

export type RemittanceDetailsPanelProps = { policyNumber: string };

/**
 * Pay by ACH or wire transfer (a bank transfer in the UK): where to send the money and the
 * reference to quote with it, read-only. The routing number is the US's, the sort code the UK's.
 */
export function RemittanceDetailsPanel({ policyNumber }: RemittanceDetailsPanelProps) {
  const { t } = useTranslation();
  const query = useRemittanceDetails(policyNumber, true);
  const details = query.data;

  if (query.isPending)
    return (
      <Stack direction="row" spacing={1} alignItems="center" role="status">
        <CircularProgress size={18} />
        <Typography variant="body2">{t('billing.payment.wire.loading')}</Typography>
      </Stack>
    );
  if (!details)
    return (
      <Alert severity="error" role="alert">
        {query.error?.message}
      </Alert>
    );

  return (
    <Stack spacing={2} component="section" aria-label={t('billing.payment.wire.title')}>
      <Typography variant="subtitle1" component="h2">
        {t('billing.payment.wire.title')}
      </Typography>
      <Typography variant="body2">
        {t('billing.payment.wire.intro', {
          amount: formatMoney(details.amountDue, regionOfCurrency(details.currency)),
        })}
      </Typography>
      <DetailList
        items={[
          { label: t('billing.payment.wire.beneficiary'), value: details.beneficiary },
          { label: t('billing.payment.wire.bank'), value: details.bankName },
          ...(details.routingNumber
            ? [{ label: t('billing.payment.wire.routingNumber'), value: details.routingNumber }]
            : []),
          ...(details.sortCode
            ? [{ label: t('billing.payment.wire.sortCode'), value: details.sortCode }]
            : []),
          { label: t('billing.payment.wire.accountNumber'), value: details.accountNumber },
          { label: t('billing.payment.wire.swift'), value: details.swift },
          {
            label: t('billing.payment.wire.reference'),
            value: (
              <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }}>
                <span>{details.reference}</span>
                <CopyButton
                  size="small"
                  text={details.reference}
                  label={t('billing.payment.wire.copyReference')}
                />
              </Stack>
            ),
          },
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        {t('billing.payment.wire.referenceHelp')} {details.note}
      </Typography>
    </Stack>
  );
}

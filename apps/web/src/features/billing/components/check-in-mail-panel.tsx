import {
  regionOfCurrency,
  CHECK_IN_MAIL,
  CHECK_IN_MAIL_MESSAGES,
  CHECK_MAILING_ADDRESS,
  CHECK_PAYEE,
  type PolicyPaymentView,
} from '@cyber/domain';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useCheckInMail } from '../api/payments.ts';

export type CheckInMailPanelProps = { view: PolicyPaymentView };

/**
 * Pay by check (spec 3 §2 check-in-mail confirmation; decision 055): how to make the check out,
 * and "I have mailed a check", which after a confirmation notes it on the policy — the reminders
 * pause while it travels. Once noted, when it was said and a way to take it back.
 */
export function CheckInMailPanel({ view }: CheckInMailPanelProps) {
  const { t } = useTranslation();
  const region = regionOfCurrency(view.currency);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useCheckInMail(view.policyId);
  const since = view.reminders.checkInMailSince;

  const send = (description: typeof CHECK_IN_MAIL | null) =>
    save.mutate(description, {
      onSuccess: () => {
        setConfirming(false);
        // The server's words, in the region's (a cheque in the post in the UK).
        setNotice(t(description ? 'billing.payment.check.noted' : 'billing.payment.check.cleared'));
      },
    });

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography>
        {t('billing.payment.check.intro', {
          amount: formatMoney(view.amountDue, region),
          policyNumber: view.policyNumber,
          payee: CHECK_PAYEE,
          address: CHECK_MAILING_ADDRESS[region],
        })}
      </Typography>
      {notice && (
        <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
          {notice}
        </Alert>
      )}
      {save.isError && !confirming && (
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {CHECK_IN_MAIL_MESSAGES.updateError}
        </Alert>
      )}
      {since ? (
        <>
          <Alert severity="info" role="note" sx={{ alignSelf: 'stretch' }}>
            {t('billing.payment.check.since', { date: formatDate(since, region) })}
          </Alert>
          <Button variant="text" disabled={save.isPending} onClick={() => send(null)}>
            {t('billing.payment.check.clear')}
          </Button>
        </>
      ) : (
        <Button variant="contained" onClick={() => setConfirming(true)}>
          {t('billing.payment.check.mailed')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('billing.payment.check.confirmTitle')}
        body={t('billing.payment.check.confirmBody', { policyNumber: view.policyNumber })}
        confirmLabel={t('billing.payment.check.confirm')}
        pending={save.isPending}
        error={save.isError ? CHECK_IN_MAIL_MESSAGES.updateError : undefined}
        onConfirm={() => send(CHECK_IN_MAIL)}
        onClose={() => {
          setConfirming(false);
          save.reset();
        }}
      />
    </Stack>
  );
}

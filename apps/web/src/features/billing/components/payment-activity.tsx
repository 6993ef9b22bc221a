import {
  regionOfCurrency,
  minorUnitsOf,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  STAFF_PAYMENT_MESSAGES,
  type Payment,
  type PaymentTransactionForm,
  type PolicyPaymentView,
  type SavedPaymentMethod,
} from '@cyber/domain';
import {
  Alert,
  Button,
  Chip,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useDialogState } from '../../../lib/use-dialog-state.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useSavedPaymentMethods } from '../api/payments.ts';
import {
  useCloseBalance,
  useDeleteSavedMethod,
  useRecordPayment,
  useSendReminder,
  useSendToAccounting,
  useToggleReminders,
  useUpdateTransaction,
} from '../api/staff-payments.ts';
import { AddPremiumFinancer } from './add-premium-financer.tsx';
import { AccountingDialog, CloseBalanceDialog } from './billing-contact-dialogs.tsx';
import { PaymentTransactionDialog } from './payment-transaction-dialog.tsx';
import { PremiumFinancerSection } from './premium-financer-section.tsx';

export type PaymentActivityProps = {
  view: PolicyPaymentView;
  /** Provider staff with billing:manage: record, edit and close. */
  staff: boolean;
  /** Staff or the placing agency: reminders and their toggle. */
  canRemind: boolean;
  /** The policyholder: its saved payment methods. */
  policyholder: boolean;
  /** Today (YYYY-MM-DD). */
  today: string;
};

type Dialog = 'record' | 'edit' | 'close' | 'accounting' | 'delete-method';
type Target = Payment | SavedPaymentMethod;

const STATUS_COLOURS = {
  PAID: 'success',
  IN_PROCESS: 'info',
  FAILED: 'error',
  VOID: 'default',
} as const;

/**
 * Below the payment page: the policy's payment transactions and closed balances, and the tools
 * of spec 3 §2 "Payments" for whoever may use them — staff record, edit and close; staff and the
 * agency remind and turn reminders on or off; anyone but the premium processor sends the invoice
 * to accounting; the policyholder deletes a saved card or bank account. Staff also add a premium
 * financer to a policy with something due that nobody finances yet (its agency, not the
 * provider, collects an agency-billed policy's premium: none there), and record its payment.
 */
export function PaymentActivity({
  view,
  staff,
  canRemind,
  policyholder,
  today,
}: PaymentActivityProps) {
  const { t } = useTranslation();
  const region = regionOfCurrency(view.currency);
  const money = (amount: number) => formatMoney(amount, region);
  const [notice, setNotice] = useState<{ message: string; severity: 'success' | 'error' } | null>(
    null,
  );
  const record = useRecordPayment();
  const update = useUpdateTransaction();
  const close = useCloseBalance();
  const remind = useSendReminder();
  const toggle = useToggleReminders();
  const accounting = useSendToAccounting();
  const deleteMethod = useDeleteSavedMethod();
  const saved = useSavedPaymentMethods(policyholder);
  const dialogs = useDialogState<Dialog, Target>({
    onClose: () => [record, update, close, accounting, deleteMethod].forEach((m) => m.reset()),
  });
  /** One recording's key: kept across retries of this dialog, fresh for the next one. */
  const [recordKey, setRecordKey] = useState(newIdempotencyKey);
  const done = (message: string) => {
    dialogs.close();
    setNotice({ message, severity: 'success' });
  };
  const owed = view.amountDue > 0;
  /** Financed already: by a premium financer, or on the installment plan. */
  const financed =
    view.premiumFinancer !== null ||
    view.isPremiumFinanced ||
    view.installmentPlan?.status === 'ACTIVE';

  const toRequest = (values: PaymentTransactionForm) => ({
    amountPaid: minorUnitsOf(values.amountPaid),
    paymentDate: values.paymentDate,
    transactionId: values.transactionId,
    paymentDesc: values.paymentDesc,
  });

  const editing = dialogs.targetOf('edit') as Payment | undefined;
  const deleting = dialogs.targetOf('delete-method') as SavedPaymentMethod | undefined;

  return (
    <SectionCard title={t('billing.tools.title')}>
      <Stack spacing={3}>
        {notice && (
          <Alert severity={notice.severity} role="status" onClose={() => setNotice(null)}>
            {notice.message}
          </Alert>
        )}
        {
          <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap alignItems="center">
            {staff && (
              <Button
                variant="contained"
                disabled={!owed}
                onClick={() => {
                  setRecordKey(newIdempotencyKey());
                  dialogs.open('record');
                }}
              >
                {t('billing.tools.recordPayment')}
              </Button>
            )}
            {staff && (
              <Button variant="outlined" disabled={!owed} onClick={() => dialogs.open('close')}>
                {t('billing.tools.closeBalance')}
              </Button>
            )}
            {staff && owed && !financed && !view.agencyBill && (
              <AddPremiumFinancer
                policyId={view.policyId}
                amountDue={view.amountDue}
                region={region}
                onAdded={done}
              />
            )}
            {canRemind && (
              <Button
                variant="outlined"
                disabled={!owed || remind.isPending}
                onClick={() =>
                  remind.mutate(view.policyId, {
                    onSuccess: (message) => setNotice({ message, severity: 'success' }),
                    onError: (error) =>
                      setNotice({
                        // The server's reason for a refusal (nothing owed, no contact), else the
                        // spec's words.
                        message:
                          isApiError(error) && error.status >= 400 && error.status < 500
                            ? error.message
                            : STAFF_PAYMENT_MESSAGES.reminderError,
                        severity: 'error',
                      }),
                  })
                }
              >
                {t('billing.tools.sendReminder')}
              </Button>
            )}
            <Button variant="outlined" disabled={!owed} onClick={() => dialogs.open('accounting')}>
              {t('billing.tools.sendToAccounting')}
            </Button>
          </Stack>
        }
        {canRemind && (
          <Stack spacing={0.5}>
            <FormControlLabel
              control={
                <Switch
                  checked={view.reminders.enabled}
                  disabled={toggle.isPending}
                  onChange={(e) =>
                    toggle.mutate(
                      { policyId: view.policyId, enabled: e.target.checked },
                      {
                        onSuccess: (message) => setNotice({ message, severity: 'success' }),
                        onError: (error) =>
                          setNotice({ message: error.message, severity: 'error' }),
                      },
                    )
                  }
                />
              }
              label={t('billing.tools.invoiceReminders')}
            />
            <Typography variant="body2" color="text.secondary">
              {view.reminders.lastSent
                ? t('billing.tools.lastReminder', {
                    when: formatDateTime(view.reminders.lastSent, region),
                    count: view.reminders.sentCount,
                  })
                : t('billing.tools.noReminder')}
            </Typography>
          </Stack>
        )}

        {view.premiumFinancer && (
          <PremiumFinancerSection
            financer={view.premiumFinancer}
            policyId={view.policyId}
            region={region}
            staff={staff}
            onPaid={done}
          />
        )}

        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            {t('billing.tools.transactions')}
          </Typography>
          {view.payments.length === 0 ? (
            <Typography color="text.secondary">{t('billing.tools.noTransactions')}</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t('billing.tools.transactions')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('billing.tools.paymentDate')}</TableCell>
                    <TableCell>{t('billing.tools.paymentMethod')}</TableCell>
                    <TableCell>{t('billing.tools.transactionId')}</TableCell>
                    <TableCell>{t('billing.invoiceNumber')}</TableCell>
                    <TableCell>{t('billing.tools.status')}</TableCell>
                    <TableCell align="right">{t('billing.tools.amountPaid')}</TableCell>
                    <TableCell>{t('billing.tools.paymentDesc')}</TableCell>
                    {staff && <TableCell aria-label={t('billing.tools.actions')} />}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {view.payments.map((p) => (
                    <TableRow key={p.id}>
                      <TableCell>{formatDate(p.paymentDate, region)}</TableCell>
                      <TableCell>
                        {PAYMENT_METHOD_LABELS[p.paymentMethod]}
                        {p.lastFourDigits ? ` ···${p.lastFourDigits}` : ''}
                      </TableCell>
                      <TableCell>{p.transactionId ?? '—'}</TableCell>
                      <TableCell>{p.invoiceNumber ?? '—'}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={STATUS_COLOURS[p.status]}
                          label={PAYMENT_STATUS_LABELS[p.status]}
                        />
                      </TableCell>
                      <TableCell align="right">{money(p.amountPaid)}</TableCell>
                      <TableCell>{p.failureMessage ?? p.paymentDesc ?? ''}</TableCell>
                      {staff && (
                        <TableCell align="right">
                          <Button
                            size="small"
                            aria-label={t('billing.tools.editOf', {
                              reference: p.transactionId ?? p.id,
                            })}
                            onClick={() => dialogs.open('edit', p)}
                          >
                            {t('billing.tools.edit')}
                          </Button>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>

        {view.writeOffs.length > 0 && (
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3">
              {t('billing.tools.writeOffs')}
            </Typography>
            <List dense disablePadding>
              {view.writeOffs.map((w) => (
                <ListItem key={w.id} disableGutters>
                  <ListItemText
                    primary={t('billing.tools.writeOff', {
                      amount: money(w.amount),
                      date: formatDate(w.created, region),
                      by: w.closedBy ?? t('billing.tools.staff'),
                    })}
                    secondary={w.description}
                  />
                </ListItem>
              ))}
            </List>
          </Stack>
        )}

        {policyholder && (saved.data ?? []).length > 0 && (
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3">
              {t('billing.tools.savedMethods')}
            </Typography>
            <List dense disablePadding>
              {(saved.data ?? []).map((m) => (
                <ListItem
                  key={m.id}
                  disableGutters
                  secondaryAction={
                    <Tooltip title={t('billing.tools.deleteMethod')}>
                      <IconButton
                        edge="end"
                        aria-label={t('billing.tools.deleteMethodOf', { title: m.title })}
                        onClick={() => dialogs.open('delete-method', m)}
                      >
                        <span aria-hidden>✕</span>
                      </IconButton>
                    </Tooltip>
                  }
                >
                  <ListItemText
                    primary={m.title}
                    secondary={t('billing.payment.saved.item', {
                      title: m.type,
                      brand: m.brand,
                      last4: m.last4Digits,
                    })}
                  />
                </ListItem>
              ))}
            </List>
          </Stack>
        )}
      </Stack>

      {staff && (
        <PaymentTransactionDialog
          open={dialogs.isOpen('record', 'edit')}
          payment={editing}
          region={region}
          today={today}
          pending={record.isPending || update.isPending}
          error={(editing ? update.error : record.error)?.message}
          onClose={dialogs.close}
          onSubmit={(values) =>
            editing
              ? update.mutate(
                  { id: editing.id, status: values.status, ...toRequest(values) },
                  { onSuccess: () => done(STAFF_PAYMENT_MESSAGES.transactionUpdated) },
                )
              : record.mutate(
                  {
                    idempotencyKey: recordKey,
                    request: {
                      policyId: view.policyId,
                      paymentMethod: values.paymentMethod,
                      status: values.status === 'IN_PROCESS' ? 'IN_PROCESS' : 'PAID',
                      ...toRequest(values),
                    },
                  },
                  { onSuccess: () => done(STAFF_PAYMENT_MESSAGES.paymentRecorded) },
                )
          }
        />
      )}
      {staff && dialogs.isOpen('close') && (
        <CloseBalanceDialog
          open
          policyNumber={view.policyNumber}
          amountDue={money(view.amountDue)}
          pending={close.isPending}
          error={close.error?.message}
          onClose={dialogs.close}
          onSubmit={(description) =>
            close.mutate({ policyId: view.policyId, description }, { onSuccess: done })
          }
        />
      )}
      {dialogs.isOpen('accounting') && (
        <AccountingDialog
          open
          policyId={view.policyId}
          policyNumber={view.policyNumber}
          region={region}
          customerEmail={null}
          pending={accounting.isPending}
          error={accounting.error?.message}
          onClose={dialogs.close}
          onSubmit={(body) => accounting.mutate(body, { onSuccess: done })}
        />
      )}
      <ConfirmDialog
        open={dialogs.isOpen('delete-method')}
        title={
          deleting?.type === 'Bank Account'
            ? t('billing.tools.deleteAccountTitle')
            : t('billing.tools.deleteCardTitle')
        }
        body={t('billing.tools.deleteMethodBody', { title: deleting?.title ?? '' })}
        confirmLabel={t('billing.tools.delete')}
        danger
        pending={deleteMethod.isPending}
        error={deleteMethod.error?.message ?? null}
        onClose={dialogs.close}
        onConfirm={() =>
          deleting &&
          deleteMethod.mutate(deleting.id, {
            onSuccess: () => done(STAFF_PAYMENT_MESSAGES.methodDeleted),
          })
        }
      />
    </SectionCard>
  );
}

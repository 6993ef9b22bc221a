import {
  regionOfCurrency,
  PAYMENT_MESSAGES,
  type AccountDue,
  type AccountPaymentResult,
  type PayForAccount,
} from '@cyber/domain';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import type { Notice } from '../../../components/form/form-notice.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { isApiError, refusalMessage } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { usePayForAccount, useAccountDue } from '../api/pay-for-account.ts';
import { answered } from '../api/payments.ts';
import { useTokeniser, type ProcessorMethod, type Tokeniser } from '../processor/tokeniser.ts';
import { PaymentDetails, TokeniserNotes, type PaymentDetailsHandle } from './payment-details.tsx';

export type PayAllPoliciesProps = {
  /** The policyholder's own account. */
  accountId: string;
};

/**
 * "Pay all policies" (decision 060), on a policyholder's Billing: when it owes on any policy it
 * may pay here, the total, each policy's amount, the policies left out and why (agency billed, a
 * payment in process), and one payment for the total by card or bank account. What the server
 * said of the payment stays as a notice once the dialog closes (the section goes once nothing
 * is owed).
 */
export function PayAllPolicies({ accountId }: PayAllPoliciesProps) {
  const due = useAccountDue(accountId);
  const account = due.data;
  const payable = account && account.currency !== null && account.policies.length > 0;
  const processor = useTokeniser(Boolean(payable));
  const [notice, setNotice] = useState<Notice | null>(null);
  /** Each opening is a fresh dialog: its fields, and its Idempotency-Key. */
  const [dialog, setDialog] = useState({ opening: 0, open: false });

  const paid = (result: AccountPaymentResult) => {
    setDialog((d) => ({ ...d, open: false }));
    const processing = result.payments.some((p) => p.status === 'IN_PROCESS');
    setNotice({ message: result.message, severity: processing ? 'info' : 'success' });
  };

  if (!notice && !payable && !dialog.open) return null;
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      {notice && (
        <Alert severity={notice.severity} role="status" onClose={() => setNotice(null)}>
          {notice.message}
        </Alert>
      )}
      {payable && (
        <AccountDueCard
          account={account}
          tokeniser={processor.tokeniser}
          pending={processor.pending}
          notConfigured={processor.configured && !processor.tokeniser}
          configError={processor.error}
          onPay={() => {
            setNotice(null);
            setDialog((d) => ({ opening: d.opening + 1, open: true }));
          }}
        />
      )}
      {account && processor.tokeniser && dialog.opening > 0 && (
        <PayAllDialog
          key={dialog.opening}
          open={dialog.open}
          accountId={accountId}
          account={account}
          tokeniser={processor.tokeniser}
          onPaid={paid}
          onDueChanged={() => void due.refetch()}
          onClose={() => setDialog((d) => ({ ...d, open: false }))}
        />
      )}
    </Stack>
  );
}

const moneyOf = (account: AccountDue) => {
  const region = regionOfCurrency(account.currency ?? 'USD');
  return { region, money: (amount: number) => formatMoney(amount, region) };
};

type AccountDueCardProps = {
  account: AccountDue;
  tokeniser: Tokeniser | null;
  /** The processor's configuration is being read. */
  pending: boolean;
  /** No card or bank payments here: pay each policy by transfer or check. */
  notConfigured: boolean;
  configError: string | undefined;
  onPay: () => void;
};

/** The total due, policy by policy, what is left out, and "Pay {total} for all policies". */
function AccountDueCard({
  account,
  tokeniser,
  pending,
  notConfigured,
  configError,
  onPay,
}: AccountDueCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const { money } = moneyOf(account);
  return (
    <SectionCard title={t('billing.payAll.title')}>
      <Stack spacing={2} alignItems="flex-start">
        <Typography variant="body2" color="text.secondary">
          {t('billing.payAll.intro')}
        </Typography>
        <DetailList
          items={[{ label: t('billing.payAll.total'), value: money(account.amountDue) }]}
        />
        <List dense disablePadding aria-label={t('billing.payAll.policies')} sx={{ width: 1 }}>
          {account.policies.map((p) => (
            <ListItem
              key={p.policyId}
              disableGutters
              secondaryAction={<Typography variant="body2">{money(p.amountDue)}</Typography>}
            >
              <ListItemText
                primary={t('billing.payAll.policy', { policyNumber: p.policyNumber })}
                secondary={p.companyName}
              />
            </ListItem>
          ))}
        </List>
        {account.excluded.length > 0 && (
          <Box sx={{ width: 1 }}>
            <Typography id={`${id}-excluded`} variant="subtitle2" component="h3">
              {t('billing.payAll.excluded')}
            </Typography>
            <List dense disablePadding aria-labelledby={`${id}-excluded`}>
              {account.excluded.map((p) => (
                <ListItem key={p.policyId} disableGutters>
                  <ListItemText
                    primary={t('billing.payAll.policy', { policyNumber: p.policyNumber })}
                    secondary={p.reason}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        )}
        {configError && (
          <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
            {configError}
          </Alert>
        )}
        {notConfigured ? (
          <Alert severity="info" role="status" sx={{ alignSelf: 'stretch' }}>
            {PAYMENT_MESSAGES.notConfigured}
          </Alert>
        ) : (
          <Button variant="contained" disabled={pending || !tokeniser} onClick={onPay}>
            {t('billing.payAll.open', { amount: money(account.amountDue) })}
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}

type PayAllDialogProps = {
  open: boolean;
  accountId: string;
  /** What the account owes now (fetched again after a refusal: the dialog then shows it). */
  account: AccountDue;
  tokeniser: Tokeniser;
  onPaid: (result: AccountPaymentResult) => void;
  /** The server said the total changed (409): what is owed is fetched again. */
  onDueChanged: () => void;
  onClose: () => void;
};

/**
 * "Pay all policies": the card or bank account (the policy payment page's fields), tokenised
 * here and posted with the total shown. The opening's Idempotency-Key goes with every send of
 * it until the server answers — a request without an answer (or a server fault) is sent again as
 * it was, so the account is charged once — and only an answer (a decline, a refusal) makes the
 * next payment a new one under a new key. A decline or a refusal shows in the dialog; a 409 (the
 * total changed) also fetches the total again.
 */
function PayAllDialog({
  open,
  accountId,
  account,
  tokeniser,
  onPaid,
  onDueChanged,
  onClose,
}: PayAllDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const { region, money } = moneyOf(account);
  const pay = usePayForAccount(accountId);
  const details = useRef<PaymentDetailsHandle>(null);
  const [chosen, setMethod] = useState<ProcessorMethod>('CREDIT_CARD');
  const method = tokeniser.methods.includes(chosen) ? chosen : tokeniser.methods[0]!;
  const [declined, setDeclined] = useState<string | null>(null);
  const [tokenising, setTokenising] = useState(false);
  const busy = useRef(false);
  /** The request last sent and not yet answered: sent again as it is. */
  const attempt = useRef<PayForAccount | null>(null);
  /** The Idempotency-Key of this opening, until the server answers. */
  const key = useRef<string | null>(null);
  const pending = pay.isPending || tokenising;

  const changed = () => {
    attempt.current = null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || busy.current || account.amountDue <= 0) return;
    busy.current = true;
    let request = attempt.current;
    if (!request) {
      setTokenising(true);
      const tokenised = await details.current?.tokenise().finally(() => setTokenising(false));
      if (tokenised && 'token' in tokenised)
        request = { amount: account.amountDue, paymentMethod: method, token: tokenised.token };
    }
    busy.current = false;
    if (!request) return;
    attempt.current = request;
    key.current ??= newIdempotencyKey();
    setDeclined(null);
    pay.mutate(
      { request, idempotencyKey: key.current },
      {
        onSuccess: (result) => {
          attempt.current = null;
          key.current = null;
          if (result.payments.some((p) => p.status === 'FAILED')) setDeclined(result.message);
          else onPaid(result);
        },
        onError: (error) => {
          if (answered(error)) {
            attempt.current = null;
            key.current = null;
          }
          if (isApiError(error) && error.status === 409) onDueChanged();
        },
      },
    );
  };

  const error =
    declined ??
    (pay.isError ? refusalMessage(pay.error, PAYMENT_MESSAGES.genericError) : undefined);

  return (
    <FormDialog
      open={open}
      title={t('billing.payAll.title')}
      error={error}
      pending={pending}
      submitDisabled={account.amountDue <= 0}
      submitLabel={t('billing.payAll.submit', { amount: money(account.amountDue) })}
      cancelLabel={t('billing.payAll.cancel')}
      onSubmit={submit}
      onClose={() => {
        if (!pending) onClose();
      }}
    >
      <Typography>
        {t('billing.payAll.dialogIntro', {
          amount: money(account.amountDue),
          count: account.policies.length,
        })}
      </Typography>
      <TokeniserNotes tokeniser={tokeniser} region={region} />
      {tokeniser.methods.length > 1 && (
        <FormControl>
          <FormLabel id={`${id}-method`}>{t('billing.payAll.payBy')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-method`}
            value={method}
            onChange={(e) => {
              changed();
              setMethod(e.target.value as ProcessorMethod);
            }}
          >
            {tokeniser.methods.map((m) => (
              <FormControlLabel
                key={m}
                value={m}
                control={<Radio />}
                label={t(`billing.payAll.methods.${m}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <PaymentDetails
        key={method}
        ref={details}
        tokeniser={tokeniser}
        method={method}
        region={region}
        onEdit={changed}
      />
    </FormDialog>
  );
}

import {
  regionOfCurrency,
  PAYMENT_MESSAGES,
  sandboxBankToken,
  sandboxCardToken,
  type Payment,
  type PayRequest,
  type PolicyPaymentView,
  type SavedPaymentMethod,
} from '@cyber/domain';
import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { isApiError, refusalMessage } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { isUnanswered, usePay, useSavedPaymentMethods, type PayInput } from '../api/payments.ts';

export type PayFormProps = {
  view: PolicyPaymentView;
  method: 'CREDIT_CARD' | 'BANK_ACCOUNT';
  /** What is paid, in minor units: the amount due, or the installment plan's down payment. */
  amount: number;
  isDownPayment: boolean;
  /** The policyholder: may save the card or account, and pay with one saved before. */
  policyholder: boolean;
};

type AccountType = 'CHECKING' | 'SAVINGS';
const EMPTY_CARD = { number: '', expiry: '', cvc: '' };
const EMPTY_BANK = {
  nameOnAccount: '',
  routingOrSortCode: '',
  accountNumber: '',
  accountType: 'CHECKING' as AccountType,
};
const SAVED_TYPE = { CREDIT_CARD: 'Credit Card', BANK_ACCOUNT: 'Bank Account' } as const;

/**
 * Pay by card or bank account (e-check; Direct Debit in the UK) through the sandbox processor.
 * The card or account is tokenised here in the browser: its number never leaves it, only the
 * token does. Each attempt gets one Idempotency-Key: a request that got no answer (or a server
 * fault) is sent again with the same body and key when Pay is pressed again, so the policy is
 * charged at most once; changing any detail, or an answer (paid, declined, refused), starts a
 * new attempt with a new key. A policyholder may save the new method under a title, or pay with
 * one saved before.
 */
export function PayForm({ view, method, amount, isDownPayment, policyholder }: PayFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const region = regionOfCurrency(view.currency);
  const pay = usePay(view.policyId);
  const saved = useSavedPaymentMethods(policyholder);
  const savedOfType = (saved.data ?? []).filter((m) => m.type === SAVED_TYPE[method]);
  const isCard = method === 'CREDIT_CARD';

  const [card, setCard] = useState(EMPTY_CARD);
  const [bank, setBank] = useState(EMPTY_BANK);
  const [savedId, setSavedId] = useState('');
  const [save, setSave] = useState(false);
  const [saveTitle, setSaveTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [declined, setDeclined] = useState<Payment | null>(null);
  /** The attempt last sent and not yet answered: sent again as it is, under the same key. */
  const attempt = useRef<PayInput | null>(null);

  /** Any change of the details is a new attempt (and clears that field's error). */
  const changed = (field: string) => {
    attempt.current = null;
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  /** Tokenise the new card or account here, or take the saved one; null on field errors. */
  const nextAttempt = (): PayInput | null => {
    const base = { policyId: view.policyId, amount, paymentMethod: method, isDownPayment };
    if (savedId)
      return {
        request: { ...base, savedMethodId: savedId },
        idempotencyKey: newIdempotencyKey(),
      };
    const tokenised = isCard ? sandboxCardToken(card) : sandboxBankToken({ ...bank, region });
    const found: Record<string, string> = 'errors' in tokenised ? { ...tokenised.errors } : {};
    const title = saveTitle.trim();
    if (policyholder && save && !title) found.saveTitle = t('billing.payment.save.titleRequired');
    setErrors(found);
    if (!('token' in tokenised) || Object.keys(found).length > 0) return null;
    const request: PayRequest = {
      ...base,
      token: tokenised.token,
      ...(policyholder && save ? { saveAs: title } : {}),
    };
    return { request, idempotencyKey: newIdempotencyKey() };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pay.isPending) return;
    const input = attempt.current ?? nextAttempt();
    if (!input) return;
    attempt.current = input;
    setDeclined(null);
    pay.mutate(input, {
      onSuccess: (payment) => {
        attempt.current = null;
        // Declined: shown here while the page stays on the form (a partly paid policy); an
        // unpaid one's page shows its Failed view instead.
        if (payment.status === 'FAILED') setDeclined(payment);
      },
      onError: (error) => {
        // A refusal is an answer: the next try is a new attempt. Without an answer (or on a
        // server fault) the charge may have happened: a retry must carry the same key.
        if (!isUnanswered(error) && !(isApiError(error) && error.status >= 500))
          attempt.current = null;
      },
    });
  };

  const fieldProps = (field: string) => ({
    id: `${id}-${field}`,
    error: Boolean(errors[field]),
    helperText: errors[field],
  });

  const cardFields = (
    <>
      <TextInput
        {...fieldProps('number')}
        label={t('billing.payment.card.number')}
        value={card.number}
        autoComplete="cc-number"
        inputProps={{ inputMode: 'numeric' }}
        onChange={(e) => {
          changed('number');
          setCard({ ...card, number: e.target.value });
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...fieldProps('expiry')}
          label={t('billing.payment.card.expiry')}
          placeholder="MM/YY"
          value={card.expiry}
          autoComplete="cc-exp"
          onChange={(e) => {
            changed('expiry');
            setCard({ ...card, expiry: e.target.value });
          }}
        />
        <TextInput
          {...fieldProps('cvc')}
          label={t('billing.payment.card.cvc')}
          value={card.cvc}
          autoComplete="cc-csc"
          inputProps={{ inputMode: 'numeric' }}
          onChange={(e) => {
            changed('cvc');
            setCard({ ...card, cvc: e.target.value });
          }}
        />
      </Stack>
    </>
  );

  const bankFields = (
    <>
      <TextInput
        {...fieldProps('nameOnAccount')}
        label={t('billing.payment.bank.nameOnAccount')}
        value={bank.nameOnAccount}
        autoComplete="name"
        onChange={(e) => {
          changed('nameOnAccount');
          setBank({ ...bank, nameOnAccount: e.target.value });
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...fieldProps('routingOrSortCode')}
          label={t(
            region === 'UK'
              ? 'billing.payment.bank.sortCode'
              : 'billing.payment.bank.routingNumber',
          )}
          value={bank.routingOrSortCode}
          inputProps={{ inputMode: 'numeric' }}
          onChange={(e) => {
            changed('routingOrSortCode');
            setBank({ ...bank, routingOrSortCode: e.target.value });
          }}
        />
        <TextInput
          {...fieldProps('accountNumber')}
          label={t('billing.payment.bank.accountNumber')}
          value={bank.accountNumber}
          inputProps={{ inputMode: 'numeric' }}
          onChange={(e) => {
            changed('accountNumber');
            setBank({ ...bank, accountNumber: e.target.value });
          }}
        />
      </Stack>
      <FormControl>
        <FormLabel id={`${id}-account-type`}>{t('billing.payment.bank.accountType')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-account-type`}
          value={bank.accountType}
          onChange={(e) => {
            changed('accountType');
            setBank({ ...bank, accountType: e.target.value as AccountType });
          }}
        >
          {(['CHECKING', 'SAVINGS'] as const).map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={t(`billing.payment.bank.${type}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </>
  );

  const savedLabel = (m: SavedPaymentMethod) =>
    t('billing.payment.saved.item', { title: m.title, brand: m.brand, last4: m.last4Digits });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      {savedOfType.length > 0 && (
        <FormControl>
          <FormLabel id={`${id}-saved`}>{t('billing.payment.saved.label')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${id}-saved`}
            value={savedId}
            onChange={(e) => {
              changed('saved');
              setSavedId(e.target.value);
            }}
          >
            {savedOfType.map((m) => (
              <FormControlLabel key={m.id} value={m.id} control={<Radio />} label={savedLabel(m)} />
            ))}
            <FormControlLabel
              value=""
              control={<Radio />}
              label={t(
                isCard ? 'billing.payment.saved.newCard' : 'billing.payment.saved.newAccount',
              )}
            />
          </RadioGroup>
        </FormControl>
      )}
      {!savedId && (isCard ? cardFields : bankFields)}
      {!savedId && policyholder && (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={save}
                onChange={(e) => {
                  changed('saveTitle');
                  setSave(e.target.checked);
                }}
              />
            }
            label={t(isCard ? 'billing.payment.save.card' : 'billing.payment.save.account')}
          />
          {save && (
            <TextInput
              {...fieldProps('saveTitle')}
              label={t('billing.payment.save.title')}
              helperText={errors.saveTitle ?? t('billing.payment.save.titleHelp')}
              value={saveTitle}
              inputProps={{ maxLength: 60 }}
              onChange={(e) => {
                changed('saveTitle');
                setSaveTitle(e.target.value);
              }}
            />
          )}
        </>
      )}
      {declined && (
        <Alert severity="error" role="alert">
          {declined.failureMessage ?? PAYMENT_MESSAGES.failed}
        </Alert>
      )}
      {pay.isError && (
        <Alert severity="error" role="alert">
          {refusalMessage(pay.error, PAYMENT_MESSAGES.genericError)}
        </Alert>
      )}
      <div>
        <SubmitButton busy={pay.isPending}>
          {t(isDownPayment ? 'billing.payment.submitDownPayment' : 'billing.payment.submit', {
            amount: formatMoney(amount, region),
          })}
        </SubmitButton>
      </div>
    </Stack>
  );
}

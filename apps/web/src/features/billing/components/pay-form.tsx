import {
  regionOfCurrency,
  PAYMENT_MESSAGES,
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
import { refusalMessage } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { answered, usePay, useSavedPaymentMethods, type PayInput } from '../api/payments.ts';
import type { ProcessorMethod, Tokeniser } from '../processor/tokeniser.ts';
import { PaymentDetails, type PaymentDetailsHandle } from './payment-details.tsx';

export type PayFormProps = {
  view: PolicyPaymentView;
  /** How the card or account is tokenised (it takes `method`). */
  tokeniser: Tokeniser;
  method: ProcessorMethod;
  /** What is paid, in minor units: the amount due, or the installment plan's down payment. */
  amount: number;
  isDownPayment: boolean;
  /** The policyholder: may save the card or account, and pay with one saved before. */
  policyholder: boolean;
};

const SAVED_TYPE = { CREDIT_CARD: 'Credit Card', BANK_ACCOUNT: 'Bank Account' } as const;

/**
 * Pay by card or bank account (e-check; Direct Debit in the UK) through the processor. The card
 * or account is tokenised here in the browser (`PaymentDetails`): its number never leaves it,
 * only the token does. Each attempt gets one Idempotency-Key: a request that got no answer (or a
 * server fault) is sent again with the same body and key when Pay is pressed again, so the policy
 * is charged at most once; changing any detail, or an answer (paid, declined, refused), starts a
 * new attempt with a new key. A policyholder may save the new method under a title, or pay with
 * one saved before, when the processor's tokens may be used again.
 */
export function PayForm({
  view,
  tokeniser,
  method,
  amount,
  isDownPayment,
  policyholder,
}: PayFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const region = regionOfCurrency(view.currency);
  const pay = usePay(view.policyId);
  const canSave = policyholder && tokeniser.reusable;
  const saved = useSavedPaymentMethods(canSave);
  const savedOfType = (saved.data ?? []).filter((m) => m.type === SAVED_TYPE[method]);
  const isCard = method === 'CREDIT_CARD';

  const details = useRef<PaymentDetailsHandle>(null);
  const [savedId, setSavedId] = useState('');
  const [save, setSave] = useState(false);
  const [saveTitle, setSaveTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [declined, setDeclined] = useState<Payment | null>(null);
  /** The attempt last sent and not yet answered: sent again as it is, under the same key. */
  const attempt = useRef<PayInput | null>(null);
  /** Tokenising (Stripe asks its server): Pay waits, and cannot be pressed twice. */
  const [tokenising, setTokenising] = useState(false);
  const busy = useRef(false);

  /** Any change of the details is a new attempt. */
  const changed = () => {
    attempt.current = null;
  };

  /** Tokenise the new card or account here, or take the saved one; null on field errors. */
  const nextAttempt = async (): Promise<PayInput | null> => {
    const base = { policyId: view.policyId, amount, paymentMethod: method, isDownPayment };
    if (savedId)
      return {
        request: { ...base, savedMethodId: savedId },
        idempotencyKey: newIdempotencyKey(),
      };
    const title = saveTitle.trim();
    const missingTitle = canSave && save && !title;
    setTitleError(missingTitle ? t('billing.payment.save.titleRequired') : null);
    const tokenised = await details.current?.tokenise();
    if (!tokenised || !('token' in tokenised) || missingTitle) return null;
    const request: PayRequest = {
      ...base,
      token: tokenised.token,
      ...(canSave && save ? { saveAs: title } : {}),
    };
    return { request, idempotencyKey: newIdempotencyKey() };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pay.isPending || busy.current) return;
    busy.current = true;
    let input = attempt.current;
    if (!input) {
      setTokenising(true);
      input = await nextAttempt().finally(() => setTokenising(false));
    }
    busy.current = false;
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
        if (answered(error)) attempt.current = null;
      },
    });
  };

  const savedLabel = (m: SavedPaymentMethod) =>
    t('billing.payment.saved.item', { title: m.title, brand: m.brand, last4: m.last4Digits });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
      {savedOfType.length > 0 && (
        <FormControl>
          <FormLabel id={`${id}-saved`}>{t('billing.payment.saved.label')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${id}-saved`}
            value={savedId}
            onChange={(e) => {
              changed();
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
      {!savedId && (
        <PaymentDetails
          ref={details}
          tokeniser={tokeniser}
          method={method}
          region={region}
          onEdit={changed}
        />
      )}
      {!savedId && canSave && (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={save}
                onChange={(e) => {
                  changed();
                  setTitleError(null);
                  setSave(e.target.checked);
                }}
              />
            }
            label={t(isCard ? 'billing.payment.save.card' : 'billing.payment.save.account')}
          />
          {save && (
            <TextInput
              id={`${id}-saveTitle`}
              label={t('billing.payment.save.title')}
              error={Boolean(titleError)}
              helperText={titleError ?? t('billing.payment.save.titleHelp')}
              value={saveTitle}
              inputProps={{ maxLength: 60 }}
              onChange={(e) => {
                changed();
                setTitleError(null);
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
        <SubmitButton busy={pay.isPending || tokenising}>
          {t(isDownPayment ? 'billing.payment.submitDownPayment' : 'billing.payment.submit', {
            amount: formatMoney(amount, region),
          })}
        </SubmitButton>
      </div>
    </Stack>
  );
}

import {
  SANDBOX_BANK_ACCOUNTS,
  sandboxBankToken,
  sandboxCardToken,
  type Region,
} from '@cyber/domain';
import { Alert, Box, FormControl, FormHelperText, FormLabel, Stack, useTheme } from '@mui/material';
import {
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input.tsx';
import { BankAccountInputs, EMPTY_BANK_ACCOUNT } from './bank-account-inputs.tsx';
import { stripeOf, type StripeCardElement, type StripeJs } from '../processor/stripe.ts';
import type { ProcessorMethod, Tokenised, Tokeniser } from '../processor/tokeniser.ts';

/** What a pay form asks of the fields: the token of what was entered, or why there is none. */
export type PaymentDetailsHandle = { tokenise: () => Promise<Tokenised> };

export type PaymentDetailsProps = {
  tokeniser: Tokeniser;
  method: ProcessorMethod;
  /** The payer's region: a US bank account has a routing number, a UK one a sort code. */
  region: Region;
  /** Anything entered changed: the next Pay is a new attempt. */
  onEdit: () => void;
  ref?: Ref<PaymentDetailsHandle>;
};

/**
 * The card or bank account a payer pays with, entered and tokenised in the browser (PCI SAQ A):
 * the sandbox's own fields, or Stripe's card Element. The pay forms (a policy's, and all
 * policies' at once) use only this and its handle, never knowing which processor is configured.
 * Each field's error is shown under it.
 */
export function PaymentDetails({ tokeniser, method, region, onEdit, ref }: PaymentDetailsProps) {
  const { source } = tokeniser;
  if (source.kind === 'stripe')
    return method === 'CREDIT_CARD' ? (
      <StripeCardField publishableKey={source.key} url={source.url} onEdit={onEdit} ref={ref} />
    ) : null;
  return method === 'CREDIT_CARD' ? (
    <SandboxCardFields onEdit={onEdit} ref={ref} />
  ) : (
    <SandboxBankFields region={region} onEdit={onEdit} ref={ref} />
  );
}

type FieldsProps = { onEdit: () => void; ref?: Ref<PaymentDetailsHandle> | undefined };

/** The field errors of the sandbox's forms: set by a tokenising, cleared as a field is edited. */
function useFieldErrors(onEdit: () => void) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edited = (field: string) => {
    onEdit();
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const fieldProps = (field: string) => ({
    id: `${id}-${field}`,
    error: Boolean(errors[field]),
    helperText: errors[field],
  });
  /** Show a tokenising's errors (none once it gave a token) and pass it on. */
  const shown = (tokenised: Tokenised): Tokenised => {
    setErrors('errors' in tokenised ? tokenised.errors : {});
    return tokenised;
  };
  return { id, errors, edited, fieldProps, shown };
}

const EMPTY_CARD = { number: '', expiry: '', cvc: '' };

/** The sandbox's card: its number, expiry and security code, tokenised here. */
function SandboxCardFields({ onEdit, ref }: FieldsProps) {
  const { t } = useTranslation();
  const { edited, fieldProps, shown } = useFieldErrors(onEdit);
  const [card, setCard] = useState(EMPTY_CARD);
  useImperativeHandle(ref, () => ({ tokenise: async () => shown(sandboxCardToken(card)) }));

  const change = (field: keyof typeof EMPTY_CARD, value: string) => {
    edited(field);
    setCard({ ...card, [field]: value });
  };
  return (
    <>
      <TextInput
        {...fieldProps('number')}
        label={t('billing.payment.card.number')}
        value={card.number}
        autoComplete="cc-number"
        inputProps={{ inputMode: 'numeric' }}
        onChange={(e) => change('number', e.target.value)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...fieldProps('expiry')}
          label={t('billing.payment.card.expiry')}
          placeholder="MM/YY"
          value={card.expiry}
          autoComplete="cc-exp"
          onChange={(e) => change('expiry', e.target.value)}
        />
        <TextInput
          {...fieldProps('cvc')}
          label={t('billing.payment.card.cvc')}
          value={card.cvc}
          autoComplete="cc-csc"
          inputProps={{ inputMode: 'numeric' }}
          onChange={(e) => change('cvc', e.target.value)}
        />
      </Stack>
    </>
  );
}

/** The sandbox's bank account (e-check; Direct Debit in the UK), tokenised here. */
function SandboxBankFields({ region, onEdit, ref }: FieldsProps & { region: Region }) {
  const { id, errors, edited, shown } = useFieldErrors(onEdit);
  const [bank, setBank] = useState(EMPTY_BANK_ACCOUNT);
  useImperativeHandle(ref, () => ({
    tokenise: async () => shown(sandboxBankToken({ ...bank, region })),
  }));
  return (
    <BankAccountInputs
      id={id}
      region={region}
      value={bank}
      errors={errors}
      onChange={(field, value) => {
        edited(field);
        setBank({ ...bank, [field]: value });
      }}
    />
  );
}

type StripeCardFieldProps = FieldsProps & { publishableKey: string; url: string };

/**
 * Stripe's card Element (decision 059): Stripe.js loaded once per page, the Element mounted in
 * this box — Stripe's iframe takes the card, so its number never touches this code — and Pay
 * makes a PaymentMethod whose `pm_…` id is the token. Stripe's message shows under the field.
 */
function StripeCardField({ publishableKey, url, onEdit, ref }: StripeCardFieldProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<{ stripe: StripeJs; card: StripeCardElement } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);
  const edited = useEffectEvent((message: string | null) => {
    onEdit();
    setError(message);
  });
  const style = {
    base: {
      color: theme.palette.text.primary,
      fontFamily: theme.typography.fontFamily,
      fontSize: '16px',
    },
    invalid: { color: theme.palette.error.main },
  };
  const styleOnMount = useEffectEvent(() => style);

  useEffect(() => {
    let live = true;
    let card: StripeCardElement | null = null;
    stripeOf(publishableKey, url).then(
      (stripe) => {
        if (!live || !host.current) return;
        card = stripe.elements().create('card', { style: styleOnMount() });
        card.on('change', (event) => edited(event.error?.message ?? null));
        card.mount(host.current);
        mounted.current = { stripe, card };
        setState('ready');
      },
      () => {
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
      mounted.current = null;
      card?.destroy();
    };
  }, [publishableKey, url]);

  useImperativeHandle(ref, () => ({
    tokenise: async (): Promise<Tokenised> => {
      const fail = (message: string): Tokenised => {
        setError(message);
        return { errors: { card: message } };
      };
      if (!mounted.current)
        return fail(
          t(
            state === 'failed'
              ? 'billing.payment.card.unavailable'
              : 'billing.payment.card.loading',
          ),
        );
      const { stripe, card } = mounted.current;
      const made = await stripe.createPaymentMethod({ type: 'card', card });
      if (made.error || !made.paymentMethod)
        return fail(made.error?.message ?? t('billing.payment.card.unreadable'));
      setError(null);
      return { token: made.paymentMethod.id };
    },
  }));

  if (state === 'failed')
    return (
      <Alert severity="error" role="alert">
        {t('billing.payment.card.unavailable')}
      </Alert>
    );
  const helper = error ?? (state === 'loading' ? t('billing.payment.card.loading') : null);
  return (
    <FormControl error={Boolean(error)} fullWidth>
      <FormLabel id={`${id}-label`} sx={{ mb: 1 }}>
        {t('billing.payment.card.details')}
      </FormLabel>
      <Box
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={helper ? `${id}-helper` : undefined}
        aria-busy={state === 'loading'}
        ref={host}
        sx={{
          minHeight: 24,
          px: 1.75,
          py: 2,
          border: 1,
          borderRadius: 1,
          borderColor: error ? 'error.main' : 'divider',
        }}
      />
      {helper && <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>}
    </FormControl>
  );
}

/** The sandbox's test bank account for the region (a US account, a UK one). */
const sandboxAccount = (region: Region) =>
  Object.keys(SANDBOX_BANK_ACCOUNTS).find(
    (number) =>
      SANDBOX_BANK_ACCOUNTS[number]?.outcome === 'SUCCEEDS' &&
      (region === 'UK' ? number.length === 8 : number.length > 8),
  ) ?? '';

/**
 * What the payer should know of the tokeniser: that the sandbox moves no money (and its test
 * numbers); that a bank account is paid by transfer or check when it takes cards only.
 */
export function TokeniserNotes({ tokeniser, region }: { tokeniser: Tokeniser; region: Region }) {
  const { t } = useTranslation();
  return (
    <>
      {tokeniser.sandbox && (
        <Alert severity="warning" role="note">
          {t('billing.payment.sandbox', { account: sandboxAccount(region) })}
        </Alert>
      )}
      {!tokeniser.methods.includes('BANK_ACCOUNT') && (
        <Alert severity="info" role="note">
          {t('billing.payment.bankByTransfer')}
        </Alert>
      )}
    </>
  );
}

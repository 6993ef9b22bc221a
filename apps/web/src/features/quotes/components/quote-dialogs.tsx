import { zodResolver } from '@hookform/resolvers/zod';
import {
  regionOfCurrency,
  FILL_IN_REASON,
  LOST_REASONS,
  LostQuoteRequestSchema,
  NEED_BY_DEFAULT_DAYS,
  QUOTE_MESSAGES,
  SendQuoteRequestSchema,
  addDaysIso,
  type LostQuoteRequest,
  type QuoteView,
  type SendQuoteRequest,
  type AccountAgenciesResponse,
  type BindRequest,
  type Region,
  formatAccountPhone,
} from '@cyber/domain';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/form/form-notice.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useAccountAgencies } from '../../agencies/index.ts';

type DialogProps<T> = {
  quote: QuoteView;
  pending: boolean;
  error?: string | undefined;
  onSubmit: (values: T) => void;
  onClose: () => void;
};

const today = () => dayjs().format('YYYY-MM-DD');

/** The need-by date: today at the earliest; the existing date or today + 7 days (spec 3 §5). */
export function NeedByDialog({ quote, pending, error, onSubmit, onClose }: DialogProps<string>) {
  const { t } = useTranslation();
  const [value, setValue] = useState(quote.needByDate ?? addDaysIso(today(), NEED_BY_DEFAULT_DAYS));
  const issue = !value
    ? QUOTE_MESSAGES.dateFormat
    : value < today()
      ? QUOTE_MESSAGES.needByBeforeToday
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!issue) onSubmit(value);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('quotes.needByTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormNotice notice={error ? { message: error, severity: 'error' } : null} />
            <TextField
              id="quote-need-by"
              type="date"
              label={t('quotes.needByLabel')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              error={!!issue}
              helperText={issue}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('quotes.cancel')}</Button>
          <SubmitButton size="medium" busy={pending}>
            {t('quotes.save')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The lost quote reason (spec 3 §5, §9): a reason, its description, fill-in text if chosen. */
export function LostQuoteDialog({
  quote,
  pending,
  error,
  onSubmit,
  onClose,
}: DialogProps<LostQuoteRequest>) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<LostQuoteRequest>({
    resolver: zodResolver(LostQuoteRequestSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      productType: quote.product,
      reasonSummary: '' as never,
      reason: '',
      reasonFillIn: '',
    },
  });
  const reasonSummary = useWatch({ control, name: 'reasonSummary' });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <DialogTitle>{t('quotes.lostTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormNotice notice={error ? { message: error, severity: 'error' } : null} />
            <Controller
              control={control}
              name="reasonSummary"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  id="quote-lost-reason"
                  select
                  required
                  label={t('quotes.lostReason')}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                >
                  {LOST_REASONS.map((reason) => (
                    <MenuItem key={reason} value={reason}>
                      {reason}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {reasonSummary === FILL_IN_REASON && (
              <FormTextField
                control={control}
                name="reasonFillIn"
                id="quote-lost-fill-in"
                label={t('quotes.lostFillIn')}
                required
              />
            )}
            <FormTextField
              control={control}
              name="reason"
              id="quote-lost-description"
              label={t('quotes.lostDescription')}
              required
              multiline
              minRows={3}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('quotes.cancel')}</Button>
          <SubmitButton size="medium" busy={pending}>
            {t('quotes.save')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

type PolicyholderContact = AccountAgenciesResponse['data']['contact'];

/**
 * Who the send dialog starts with: the account's policyholder contact (spec 3 §3 policyholder
 * contact) when it has one, else whoever the quote was last sent to. The broker may change it.
 */
export function sendQuoteDefaults(
  quote: QuoteView,
  contact: PolicyholderContact | null | undefined,
): SendQuoteRequest {
  const hasContact = !!(contact?.contactEmail || contact?.contactFirstName);
  const phone = (hasContact ? contact?.contactPhone : quote.customerPhone) ?? '';
  return {
    quoteId: quote.id,
    productType: quote.product,
    customerFirstName: (hasContact ? contact?.contactFirstName : quote.customerFirstName) ?? '',
    customerLastName: (hasContact ? contact?.contactLastName : quote.customerLastName) ?? '',
    customerEmail: (hasContact ? contact?.contactEmail : quote.customerEmail) ?? '',
    // shown as the phone field writes it: (401) 555-0177, +44 …
    customerPhone: phone ? formatAccountPhone(phone, regionOfCurrency(quote.currency)) : '',
  };
}

/**
 * The policyholder contact's fields (first and last name, e-mail, phone in the region's format):
 * the send dialog, request to bind and the wholesale page's bind card.
 */
export function PolicyholderContactFields({
  control,
  region,
  idPrefix,
}: {
  control: Control<BindRequest>;
  region: Region;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="customerFirstName"
          id={`${idPrefix}-first-name`}
          label={t('quotes.firstName')}
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name="customerLastName"
          id={`${idPrefix}-last-name`}
          label={t('quotes.lastName')}
          required
          fullWidth
        />
      </Stack>
      <FormTextField
        control={control}
        name="customerEmail"
        id={`${idPrefix}-email`}
        label={t('quotes.email')}
        type="email"
        required
      />
      <PhoneField
        control={control}
        name="customerPhone"
        id={`${idPrefix}-phone`}
        label={t('quotes.phone')}
        region={region}
        required
      />
    </>
  );
}

/** The policyholder contact form's own words: sending the quote, or requesting to bind it. */
type ContactDialogWords = { title?: string | undefined; submitLabel?: string | undefined };

/**
 * Send a ready quote to the policyholder: names letters and spaces, e-mail and phone. The form
 * opens once the account's policyholder contact is known (or could not be read). Request to bind
 * asks for the same contact with its own title and button.
 */
export function SendQuoteDialog(props: DialogProps<SendQuoteRequest> & ContactDialogWords) {
  const { t } = useTranslation();
  const account = useAccountAgencies(props.quote.accountId);
  const title = props.title ?? t('quotes.sendTitle', { number: props.quote.quoteNumber });
  if (account.isPending) {
    return (
      <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack alignItems="center" sx={{ py: 3 }}>
            <CircularProgress aria-label={t('quotes.detail.loading')} />
          </Stack>
        </DialogContent>
      </Dialog>
    );
  }
  return <SendQuoteForm {...props} contact={account.data?.contact ?? null} />;
}

function SendQuoteForm({
  quote,
  contact,
  pending,
  error,
  onSubmit,
  onClose,
  title,
  submitLabel,
}: DialogProps<SendQuoteRequest> & ContactDialogWords & { contact: PolicyholderContact | null }) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<SendQuoteRequest>({
    resolver: zodResolver(SendQuoteRequestSchema) as never,
    mode: 'onTouched',
    defaultValues: sendQuoteDefaults(quote, contact),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <DialogTitle>{title ?? t('quotes.sendTitle', { number: quote.quoteNumber })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormNotice notice={error ? { message: error, severity: 'error' } : null} />
            <PolicyholderContactFields
              control={control as unknown as Control<BindRequest>}
              region={regionOfCurrency(quote.currency)}
              idPrefix="quote-send"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('quotes.cancel')}</Button>
          <SubmitButton size="medium" busy={pending}>
            {submitLabel ?? t('quotes.send')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
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
} from '@cyber/domain';
import {
  Button,
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
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/form/form-notice.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';

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

/** Send a ready quote to the policyholder: names letters and spaces, e-mail and phone. */
export function SendQuoteDialog({
  quote,
  pending,
  error,
  onSubmit,
  onClose,
}: DialogProps<SendQuoteRequest>) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<SendQuoteRequest>({
    resolver: zodResolver(SendQuoteRequestSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      quoteId: quote.id,
      productType: quote.product,
      customerFirstName: quote.customerFirstName ?? '',
      customerLastName: quote.customerLastName ?? '',
      customerEmail: quote.customerEmail ?? '',
      customerPhone: quote.customerPhone ?? '',
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <DialogTitle>{t('quotes.sendTitle', { number: quote.quoteNumber })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormNotice notice={error ? { message: error, severity: 'error' } : null} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="customerFirstName"
                id="quote-send-first-name"
                label={t('quotes.firstName')}
                required
                fullWidth
              />
              <FormTextField
                control={control}
                name="customerLastName"
                id="quote-send-last-name"
                label={t('quotes.lastName')}
                required
                fullWidth
              />
            </Stack>
            <FormTextField
              control={control}
              name="customerEmail"
              id="quote-send-email"
              label={t('quotes.email')}
              type="email"
              required
            />
            <PhoneField
              control={control}
              name="customerPhone"
              id="quote-send-phone"
              label={t('quotes.phone')}
              region={quote.currency === 'GBP' ? 'UK' : 'US'}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('quotes.cancel')}</Button>
          <SubmitButton size="medium" busy={pending}>
            {t('quotes.send')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

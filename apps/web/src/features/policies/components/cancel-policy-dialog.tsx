import { zodResolver } from '@hookform/resolvers/zod';
import {
  regionOfCurrency,
  CANCELLATION_REASON_LABELS,
  CANCELLATION_REASONS,
  CancelPolicySchema,
  defaultReturnMethod,
  RETURN_METHOD_LABELS,
  RETURN_METHODS,
  SERVICING_MESSAGES,
  type CancelPolicy,
  type CancellationReason,
  type Policy,
  type PolicyActionResult,
  type ReturnMethod,
} from '@cyber/domain';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DetailList } from '../../../components/detail-list.tsx';
import { FormDateField, FormSelectField } from '../../../components/form/form-picker-fields.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { actionFailure } from '../../underwriting/index.ts';
import {
  useCancellationQuote,
  type CancellationQuoteQuery,
} from '../api/get-cancellation-quote.ts';
import { useServicePolicy } from '../api/policy-servicing.ts';
import { PolicyStatusChip } from './policy-status-chip.tsx';

/** `request`: the agency asks the insurer to cancel; `cancel`: provider staff cancel. */
export type CancelDialogMode = 'request' | 'cancel';

export type CancelPolicyDialogProps = {
  policy: Policy;
  mode: CancelDialogMode;
  /** The request or cancellation is made: the server's answer (its message for the snackbar). */
  onDone: (result: PolicyActionResult) => void;
  onClose: () => void;
};

type CancelValues = {
  effectiveDate: string;
  reason: CancellationReason | '';
  method: ReturnMethod;
  notes: string;
};

/** The domain's schema, with the reason's own message while none is chosen. */
const CancelFormSchema = CancelPolicySchema.extend({
  reason: z.enum(CANCELLATION_REASONS, { error: SERVICING_MESSAGES.reasonRequired }),
});

/**
 * The day a cancellation form starts at: today, within the policy period (its effective date
 * when the term has not begun, its end date once it has passed).
 */
export const defaultCancellationDay = (
  policy: Pick<Policy, 'effectiveDate' | 'endDate'>,
  today: string,
): string =>
  today < policy.effectiveDate
    ? policy.effectiveDate
    : today > policy.endDate
      ? policy.endDate
      : today;

/** What the cancellation under review returns and the status it leaves, once priced. */
function CancellationReview({
  policy,
  reason,
  quote,
}: {
  policy: Policy;
  reason: CancellationReason;
  quote: ReturnType<typeof useCancellationQuote>;
}) {
  const { t } = useTranslation();
  const region = regionOfCurrency(policy.currency);
  if (quote.isPending) return <CircularProgress aria-label={t('policies.cancel.quoteLoading')} />;
  if (quote.isError) {
    return (
      <Alert severity="error" role="alert">
        {actionFailure(quote.error, t('policies.cancel.quoteFailed'))}
      </Alert>
    );
  }
  const { data } = quote;
  return (
    <DetailList
      items={[
        { label: t('policies.cancel.effectiveDate'), value: formatDate(data.effectiveDate) },
        { label: t('policies.cancel.reason'), value: CANCELLATION_REASON_LABELS[reason] },
        { label: t('policies.cancel.method'), value: RETURN_METHOD_LABELS[data.method] },
        {
          label: t('policies.cancel.writtenPremium'),
          value: formatMoney(data.writtenPremium, region),
        },
        {
          label: t('policies.cancel.returnPremium'),
          value: formatMoney(data.returnPremium, region),
        },
        { label: t('policies.cancel.status'), value: <PolicyStatusChip status={data.status} /> },
      ]}
    />
  );
}

/**
 * Request cancellation (an agency, or staff for it): the day, the reason and notes; the insurer
 * acts on it later. Cancel policy (provider staff): the day, the reason and how premium returns
 * (the reason's usual method by default); Review shows the quote of the cancellation — the
 * premium returned and the status it leads to — before Confirm. Refusals stay in the dialog.
 */
export function CancelPolicyDialog({ policy, mode, onDone, onClose }: CancelPolicyDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const action = useServicePolicy();
  const [review, setReview] = useState<CancellationQuoteQuery | null>(null);
  const cancelling = mode === 'cancel';
  const { control, handleSubmit, getValues, setValue } = useForm<CancelValues>({
    resolver: zodResolver(CancelFormSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      effectiveDate: defaultCancellationDay(policy, dayjs().format('YYYY-MM-DD')),
      reason: '',
      method: 'PRO_RATA',
      notes: '',
    },
  });
  const quote = useCancellationQuote(review);

  /** Valid by the resolver: the request the form makes. */
  const handleValid = () => {
    const { effectiveDate, reason, method, notes }: CancelPolicy =
      CancelFormSchema.parse(getValues());
    const note = notes?.trim() ? { notes: notes.trim() } : {};
    if (!cancelling) {
      action.mutate(
        { action: 'requestCancel', id: policy.id, body: { effectiveDate, reason, ...note } },
        { onSuccess: onDone },
      );
    } else if (!review) {
      setReview({ id: policy.id, effectiveDate, reason, method });
    } else {
      action.mutate(
        { action: 'cancel', id: policy.id, body: { effectiveDate, reason, method, ...note } },
        { onSuccess: onDone },
      );
    }
  };
  const handleBack = () => {
    setReview(null);
    action.reset();
  };

  const error = actionFailure(
    action.error,
    t(cancelling ? 'policies.cancel.failed' : 'policies.cancel.requestFailed'),
  );
  const title = t(cancelling ? 'policies.cancel.cancelTitle' : 'policies.cancel.requestTitle');

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void handleSubmit(handleValid)(event)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {review ? (
              <CancellationReview policy={policy} reason={review.reason} quote={quote} />
            ) : (
              <>
                {!cancelling && (
                  <DialogContentText>{t('policies.cancel.requestBody')}</DialogContentText>
                )}
                <FormDateField
                  control={control}
                  name="effectiveDate"
                  id={`${id}-date`}
                  label={t('policies.cancel.effectiveDate')}
                  min={policy.effectiveDate}
                  max={policy.endDate}
                />
                <FormSelectField
                  control={control}
                  name="reason"
                  id={`${id}-reason`}
                  label={t('policies.cancel.reason')}
                  options={CANCELLATION_REASONS}
                  optionLabel={(reason) => CANCELLATION_REASON_LABELS[reason]}
                  onPicked={(reason) => setValue('method', defaultReturnMethod(reason))}
                />
                {cancelling && (
                  <FormSelectField
                    control={control}
                    name="method"
                    id={`${id}-method`}
                    label={t('policies.cancel.method')}
                    options={RETURN_METHODS}
                    optionLabel={(method) => RETURN_METHOD_LABELS[method]}
                  />
                )}
                <FormTextField
                  control={control}
                  name="notes"
                  id={`${id}-notes`}
                  label={t('policies.cancel.notes')}
                  multiline
                  minRows={2}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {review ? (
            <Button onClick={handleBack}>{t('policies.servicing.back')}</Button>
          ) : (
            <Button onClick={onClose}>{t('policies.servicing.close')}</Button>
          )}
          <Button
            type="submit"
            variant="contained"
            color={cancelling && review ? 'error' : 'primary'}
            disabled={action.isPending || (review !== null && !quote.isSuccess)}
          >
            {cancelling && !review ? t('policies.cancel.review') : t('policies.cancel.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

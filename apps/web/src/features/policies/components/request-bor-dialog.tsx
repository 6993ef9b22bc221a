import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDaysIso,
  BOR_LETTER_VALID_DAYS,
  BOR_MESSAGES,
  BorRequestSchema,
  type BorRequest,
  type BorResult,
} from '@cyber/domain';
import { DialogContentText, TextField } from '@mui/material';
import dayjs from 'dayjs';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { actionFailure } from '../../underwriting/index.ts';
import { useRequestBor } from '../api/broker-of-record.ts';

export type RequestBorDialogProps = {
  /** The request is filed: the server's answer (its message for the snackbar). */
  onDone: (result: BorResult) => void;
  onClose: () => void;
};

const today = () => dayjs().format('YYYY-MM-DD');
const earliestLetterDay = () => addDaysIso(today(), -BOR_LETTER_VALID_DAYS);

/**
 * The domain's schema, with the server's letter rules checked before asking: signed today at the
 * latest and within the last BOR_LETTER_VALID_DAYS days (the server checks them again).
 */
const RequestBorFormSchema = BorRequestSchema.extend({
  letterSignedOn: BorRequestSchema.shape.letterSignedOn
    .refine((day) => !day || day <= today(), BOR_MESSAGES.letterFuture)
    .refine((day) => !day || day >= earliestLetterDay(), BOR_MESSAGES.letterStale),
});
type RequestBorValues = z.input<typeof RequestBorFormSchema>;

/**
 * Request broker of record (an agency): the policy's number and named insured (the pair must
 * match, or the server answers that no policy matches), the day the insured signed the letter
 * appointing the agency and notes. The underwriting team approves or declines the request.
 * Refusals stay in the dialog; mounted while open, so each opening starts empty.
 */
export function RequestBorDialog({ onDone, onClose }: RequestBorDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const request = useRequestBor();
  const { control, handleSubmit } = useForm<RequestBorValues, unknown, BorRequest>({
    resolver: zodResolver(RequestBorFormSchema) as unknown as Resolver<
      RequestBorValues,
      unknown,
      BorRequest
    >,
    mode: 'onTouched',
    defaultValues: { policyNumber: '', namedInsured: '', letterSignedOn: '', notes: '' },
  });

  const handleValid = ({ notes, ...body }: BorRequest) =>
    request.mutate(notes ? { ...body, notes } : body, { onSuccess: onDone });

  return (
    <FormDialog
      open
      title={t('policies.bor.request.title')}
      error={actionFailure(request.error, t('policies.bor.request.failed'))}
      pending={request.isPending}
      submitLabel={t('policies.bor.request.submit')}
      cancelLabel={t('common.cancel')}
      onSubmit={handleSubmit(handleValid)}
      onClose={onClose}
    >
      <DialogContentText>{t('policies.bor.request.explanation')}</DialogContentText>
      <FormTextField
        control={control}
        name="policyNumber"
        id={`${id}-policy-number`}
        label={t('policies.bor.request.policyNumber')}
        helperText={t('policies.bor.request.policyNumberHelp')}
        required
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="namedInsured"
        id={`${id}-named-insured`}
        label={t('policies.bor.request.namedInsured')}
        helperText={t('policies.bor.request.namedInsuredHelp')}
        required
      />
      <Controller
        control={control}
        name="letterSignedOn"
        render={({ field, fieldState }) => (
          <TextField
            type="date"
            fullWidth
            required
            id={`${id}-letter-signed-on`}
            label={t('policies.bor.request.letterSignedOn')}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={
              fieldState.error?.message ??
              t('policies.bor.request.letterSignedOnHelp', { days: BOR_LETTER_VALID_DAYS })
            }
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: earliestLetterDay(), max: today() },
            }}
          />
        )}
      />
      <FormTextField
        control={control}
        name="notes"
        id={`${id}-notes`}
        label={t('policies.bor.request.notes')}
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}

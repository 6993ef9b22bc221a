import {
  SUBMISSION_DECLINE_REASONS,
  SUBMISSION_DECLINE_REASON_LABELS,
  type DeclineSubmissionRequest,
} from '@cyber/domain';
import { MenuItem, TextField } from '@mui/material';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

export type DeclineSubmissionFieldsProps<T extends FieldValues> = {
  control: Control<T>;
  /**
   * Where the submission's fields sit in the form: at its root (the submission's own decline) or
   * under `declineSubmission` (a quote's decline that also declines its submission).
   */
  prefix?: 'declineSubmission';
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
};

type Field = keyof DeclineSubmissionRequest;

/**
 * The submission part of a decline (spec 3 §3 declinationReason, declinationReasonDescription,
 * fillInDeclinationReason; §9 reasons): the reason (its label shown, its code sent), the
 * description and, for the fill-in option, the fill-in text. The form's resolver is the domain's
 * schema (DeclineSubmissionRequestSchema, alone or as the part of DeclineQuoteRequestSchema).
 */
export function DeclineSubmissionFields<T extends FieldValues>({
  control,
  prefix,
  idPrefix,
}: DeclineSubmissionFieldsProps<T>) {
  const { t } = useTranslation();
  const name = (field: Field) => (prefix ? `${prefix}.${field}` : field) as Path<T>;
  const reason = useWatch({ control, name: name('declinationReason') }) as unknown;
  return (
    <>
      <Controller
        control={control}
        name={name('declinationReason')}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={(field.value as string | null | undefined) ?? ''}
            id={`${idPrefix}-reason`}
            select
            required
            label={t('underwriting.dialogs.declinationReason')}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            {SUBMISSION_DECLINE_REASONS.map((code) => (
              <MenuItem key={code} value={code}>
                {SUBMISSION_DECLINE_REASON_LABELS[code]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {reason === 'FILL_IN_OPTION' && (
        <FormTextField
          control={control}
          name={name('fillInDeclinationReason')}
          id={`${idPrefix}-fill-in`}
          label={t('underwriting.dialogs.fillIn')}
          required
        />
      )}
      <FormTextField
        control={control}
        name={name('declinationReasonDescription')}
        id={`${idPrefix}-description`}
        label={t('underwriting.dialogs.reasonDescription')}
        required
        multiline
        minRows={3}
      />
    </>
  );
}

/** An empty submission part, for a form's default values. */
export const EMPTY_SUBMISSION_PART: DeclineSubmissionRequest = {
  declinationReason: '' as never,
  declinationReasonDescription: '',
  fillInDeclinationReason: '',
  isNotificationEnabled: true,
};

/** The part as sent: the fill-in text only with the fill-in option. */
export const submissionPartOf = (
  part: DeclineSubmissionRequest,
  isNotificationEnabled: boolean,
): DeclineSubmissionRequest => ({
  ...part,
  fillInDeclinationReason:
    part.declinationReason === 'FILL_IN_OPTION' ? part.fillInDeclinationReason : null,
  isNotificationEnabled,
});

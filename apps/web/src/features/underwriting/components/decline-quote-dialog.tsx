import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_DECLINE_REASONS,
  DeclineQuoteRequestSchema,
  FILL_IN_OPTION,
  QUOTE_DECLINE_REASONS,
  type DeclineQuoteRequest,
} from '@cyber/domain';
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import {
  DeclineSubmissionFields,
  EMPTY_SUBMISSION_PART,
  submissionPartOf,
} from './decline-submission-fields.tsx';
import type { UnderwritingDialogProps } from './dialog-props.ts';

type Values = DeclineQuoteRequest;

const EMPTY_ACCOUNT_PART = { reasonSummary: '' as never, reason: '', reasonFillIn: '' };

function ReasonSelect({
  control,
  name,
  id,
  label,
  reasons,
}: {
  control: Control<Values>;
  name: Path<Values>;
  id: string;
  label: string;
  reasons: readonly string[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          id={id}
          select
          required
          label={label}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {reasons.map((reason) => (
            <MenuItem key={reason} value={reason}>
              {reason}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The fields of one extra decline (the submission, the account), as a named group. */
function PartFieldset({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      spacing={2.5}
      component="fieldset"
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
      aria-label={label}
    >
      <Typography variant="subtitle2" component="legend" sx={{ mb: 1.5 }}>
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * Decline quote (spec 3 §3, §4, §5, §9): a Declination Reason, its description, the fill-in text
 * when 'Fill-in option' is chosen; optionally the quote's submission too (when it has one) and the
 * account, each with its own reason, description and fill-in; and whether the agent is told. The
 * domain's schema checks it, as the server does.
 */
export function DeclineQuoteDialog({
  detail,
  pending,
  error,
  onSubmit,
  onClose,
}: UnderwritingDialogProps<DeclineQuoteRequest>) {
  const { t } = useTranslation();
  const { control, handleSubmit, setValue } = useForm<Values>({
    resolver: zodResolver(DeclineQuoteRequestSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      reasonSummary: '' as never,
      reason: '',
      reasonFillIn: '',
      isNotificationEnabled: true,
      declineAccount: null,
      declineSubmission: null,
    },
  });
  const [alsoAccount, setAlsoAccount] = useState(false);
  const [alsoSubmission, setAlsoSubmission] = useState(false);
  const reasonSummary = useWatch({ control, name: 'reasonSummary' });
  const accountSummary = useWatch({ control, name: 'declineAccount.reasonSummary' });

  const submit = ({ declineSubmission, ...values }: Values) =>
    onSubmit({
      ...values,
      // Sent only when chosen; the submission's agent is told as the quote's is.
      ...(declineSubmission
        ? {
            declineSubmission: submissionPartOf(
              declineSubmission,
              values.isNotificationEnabled ?? true,
            ),
          }
        : {}),
      reasonFillIn: values.reasonSummary === FILL_IN_OPTION ? values.reasonFillIn : null,
      declineAccount: values.declineAccount
        ? {
            ...values.declineAccount,
            reasonFillIn:
              values.declineAccount.reasonSummary === FILL_IN_OPTION
                ? values.declineAccount.reasonFillIn
                : null,
          }
        : null,
    });

  return (
    <FormDialog
      open
      title={t('underwriting.dialogs.declineTitle')}
      error={error}
      pending={pending}
      submitLabel={t('underwriting.dialogs.decline')}
      cancelLabel={t('underwriting.dialogs.cancel')}
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
    >
      <ReasonSelect
        control={control}
        name="reasonSummary"
        id="decline-reason"
        label={t('underwriting.dialogs.declinationReason')}
        reasons={QUOTE_DECLINE_REASONS}
      />
      {reasonSummary === FILL_IN_OPTION && (
        <FormTextField
          control={control}
          name="reasonFillIn"
          id="decline-fill-in"
          label={t('underwriting.dialogs.fillIn')}
          required
        />
      )}
      <FormTextField
        control={control}
        name="reason"
        id="decline-description"
        label={t('underwriting.dialogs.reasonDescription')}
        required
        multiline
        minRows={3}
      />
      {detail.submissionId && (
        <FormControlLabel
          control={
            <Checkbox
              checked={alsoSubmission}
              onChange={(e) => {
                setAlsoSubmission(e.target.checked);
                setValue('declineSubmission', e.target.checked ? EMPTY_SUBMISSION_PART : null);
              }}
            />
          }
          label={t('underwriting.dialogs.alsoDeclineSubmission')}
        />
      )}
      {alsoSubmission && (
        <PartFieldset label={t('underwriting.dialogs.submissionPart')}>
          <DeclineSubmissionFields
            control={control}
            prefix="declineSubmission"
            idPrefix="decline-submission"
          />
        </PartFieldset>
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={alsoAccount}
            onChange={(e) => {
              setAlsoAccount(e.target.checked);
              setValue('declineAccount', e.target.checked ? EMPTY_ACCOUNT_PART : null);
            }}
          />
        }
        label={t('underwriting.dialogs.alsoDeclineAccount')}
      />
      {alsoAccount && (
        <PartFieldset label={t('underwriting.dialogs.accountPart')}>
          <ReasonSelect
            control={control}
            name="declineAccount.reasonSummary"
            id="decline-account-reason"
            label={t('underwriting.dialogs.declinationReason')}
            reasons={ACCOUNT_DECLINE_REASONS}
          />
          {accountSummary === FILL_IN_OPTION && (
            <FormTextField
              control={control}
              name="declineAccount.reasonFillIn"
              id="decline-account-fill-in"
              label={t('underwriting.dialogs.fillIn')}
              required
            />
          )}
          <FormTextField
            control={control}
            name="declineAccount.reason"
            id="decline-account-description"
            label={t('underwriting.dialogs.reasonDescription')}
            required
            multiline
            minRows={3}
          />
        </PartFieldset>
      )}
      <FormCheckbox
        control={control}
        name="isNotificationEnabled"
        label={t('underwriting.dialogs.notify')}
      />
    </FormDialog>
  );
}

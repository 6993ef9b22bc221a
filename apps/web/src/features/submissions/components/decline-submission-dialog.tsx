import { zodResolver } from '@hookform/resolvers/zod';
import { DeclineSubmissionRequestSchema, type DeclineSubmissionRequest } from '@cyber/domain';
import { Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import {
  DeclineSubmissionFields,
  EMPTY_SUBMISSION_PART,
  submissionPartOf,
} from '../../underwriting/index.ts';

export type DeclineSubmissionDialogProps = {
  pending: boolean;
  /** Why the last attempt failed, shown above the fields. */
  error?: string | undefined;
  onSubmit: (values: DeclineSubmissionRequest) => void;
  onClose: () => void;
};

/**
 * Decline submission (spec 3 §3, §5, §9): the Declination Reason (one of the submission's
 * reasons), its description, the fill-in text for the fill-in option, and whether the agent is
 * told. The fields are the ones a quote's decline shows for its submission; the domain's schema
 * checks them, as the server does.
 */
export function DeclineSubmissionDialog({
  pending,
  error,
  onSubmit,
  onClose,
}: DeclineSubmissionDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<DeclineSubmissionRequest>({
    resolver: zodResolver(DeclineSubmissionRequestSchema) as never,
    mode: 'onTouched',
    defaultValues: EMPTY_SUBMISSION_PART,
  });
  const submit = (values: DeclineSubmissionRequest) =>
    onSubmit(submissionPartOf(values, values.isNotificationEnabled ?? true));

  return (
    <FormDialog
      open
      title={t('submissions.dialog.title')}
      error={error}
      pending={pending}
      submitLabel={t('submissions.dialog.submit')}
      cancelLabel={t('submissions.dialog.cancel')}
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {t('submissions.dialog.body')}
      </Typography>
      <DeclineSubmissionFields control={control} idPrefix="submission-decline" />
      <FormCheckbox
        control={control}
        name="isNotificationEnabled"
        label={t('submissions.dialog.notify')}
      />
    </FormDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { PolicyActionSchema, type PolicyActionBody } from '@cyber/domain';
import { DialogContentText } from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

export type PolicyReasonDialogProps = {
  title: string;
  /** What the action does, above the reason. */
  body: string;
  pending: boolean;
  /** Why the last attempt failed (the server's refusal). */
  error?: string | undefined;
  onSubmit: (body: PolicyActionBody) => void;
  onClose: () => void;
};

/**
 * A servicing action that takes only a reason (flat cancel, void, rescind, reinstate, undo a
 * cancellation, withdraw a request, revert an endorsement): what it does, the reason (required,
 * as the domain's schema says) and Confirm. Mounted while open, so each opening starts empty.
 */
export function PolicyReasonDialog({
  title,
  body,
  pending,
  error,
  onSubmit,
  onClose,
}: PolicyReasonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const { control, handleSubmit } = useForm<PolicyActionBody>({
    resolver: zodResolver(PolicyActionSchema) as never,
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  return (
    <FormDialog
      open
      title={title}
      error={error}
      pending={pending}
      maxWidth="xs"
      submitLabel={t('policies.servicing.confirm')}
      cancelLabel={t('policies.servicing.close')}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      <DialogContentText>{body}</DialogContentText>
      <FormTextField
        control={control}
        name="reason"
        id={`${id}-reason`}
        label={t('policies.servicing.reason')}
        required
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}

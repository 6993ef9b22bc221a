import { CLAIM_MESSAGES } from '@cyber/domain';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useDeleteClaim } from '../api/claims.ts';

export type ClaimDeleteDialogProps = {
  claim: { id: string; claimNumber: string } | undefined;
  onClose: () => void;
};

/** ClaimDeleteConfirm (spec 2 §2): "Failed to delete claim" when it fails (spec 2 §8). */
export function ClaimDeleteDialog({ claim, onClose }: ClaimDeleteDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteClaim();
  return (
    <ConfirmDialog
      open={!!claim}
      title={t('claims.deleteTitle')}
      body={t('claims.deleteBody', { claimNumber: claim?.claimNumber ?? '' })}
      confirmLabel={t('claims.buttons.delete')}
      danger
      pending={remove.isPending}
      error={remove.isError ? CLAIM_MESSAGES.deleteFailed : null}
      onConfirm={() =>
        claim &&
        remove.mutate(claim.id, {
          onSuccess: (result) => {
            enqueueSnackbar(result.message, { variant: 'success' });
            remove.reset();
            onClose();
          },
          onError: () => enqueueSnackbar(CLAIM_MESSAGES.deleteFailed, { variant: 'error' }),
        })
      }
      onClose={() => {
        remove.reset();
        onClose();
      }}
    />
  );
}

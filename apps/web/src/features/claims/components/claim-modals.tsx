import { registerModal, type ModalProps } from '../../../components/modal-registry/index.ts';
import { ClaimDeleteDialog } from './claim-delete-dialog.tsx';
import { ClaimFormDialog } from './claim-form-dialog.tsx';

/** The modal registry's names of the claim dialogs (spec 2 §2). */
export const CLAIM_CREATE_EDIT_MODAL = 'ClaimCreateEdit';
export const CLAIM_DELETE_CONFIRM_MODAL = 'ClaimDeleteConfirm';

export type ClaimCreateEditData = { accountId: string; claimId?: string };
export type ClaimDeleteConfirmData = { id: string; claimNumber: string };

function ClaimCreateEditModal({ data, onClose }: ModalProps<ClaimCreateEditData | null>) {
  if (!data?.accountId) return null;
  return (
    <ClaimFormDialog open accountId={data.accountId} claimId={data.claimId} onClose={onClose} />
  );
}

function ClaimDeleteConfirmModal({ data, onClose }: ModalProps<ClaimDeleteConfirmData | null>) {
  return <ClaimDeleteDialog claim={data ?? undefined} onClose={onClose} />;
}

registerModal(CLAIM_CREATE_EDIT_MODAL, ClaimCreateEditModal);
registerModal(CLAIM_DELETE_CONFIRM_MODAL, ClaimDeleteConfirmModal);

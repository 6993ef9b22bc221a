import { POLICY_STATUS_LABELS, type PolicyStatus } from '@cyber/domain';
import { Chip, type ChipProps } from '@mui/material';

const COLOURS: Record<PolicyStatus, ChipProps['color']> = {
  BOUND: 'primary',
  'BINDER EXPIRED': 'default',
  ISSUED: 'info',
  'IN FORCE': 'success',
  EXPIRED: 'default',
  RENEWED: 'default',
  'CANCEL REQUESTED': 'warning',
  'CANCEL PENDING': 'warning',
  CANCELLED: 'error',
  'CANCEL TRANSACTION': 'warning',
  'FLAT CANCELLED': 'error',
  'IN REINSTATEMENT PERIOD': 'warning',
  VOID: 'error',
  'VOID TRANSACTION': 'warning',
  RESCIND: 'error',
};

/** Statuses a policy has left the book in: outlined rather than filled. */
const ENDED: readonly PolicyStatus[] = ['BINDER EXPIRED', 'EXPIRED', 'RENEWED'];

/** A binder's or policy's status as a coloured chip (theme colours only, the domain's labels). */
export function PolicyStatusChip({ status }: { status: PolicyStatus }) {
  return (
    <Chip
      size="small"
      variant={ENDED.includes(status) ? 'outlined' : 'filled'}
      color={COLOURS[status]}
      label={POLICY_STATUS_LABELS[status]}
    />
  );
}

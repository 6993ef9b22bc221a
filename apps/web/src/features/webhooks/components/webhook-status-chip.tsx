import type { WebhookDeliveryStatus, WebhookStatus } from '@cyber/domain';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COLORS = {
  ACTIVE: 'success',
  INACTIVE: 'default',
  NOT_CONFIGURED: 'warning',
  DELIVERED: 'success',
  PENDING: 'info',
  FAILED: 'error',
  REFUSED: 'error',
} as const;

/** A hook's or a delivery's status as a small coloured label. */
export function WebhookStatusChip({ status }: { status: WebhookStatus | WebhookDeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`webhooks.status.${status}`)}
    />
  );
}

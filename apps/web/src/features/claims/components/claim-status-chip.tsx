import type { ClaimStatus } from '@cyber/domain';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** UN_FILED / FILED as a small chip. */
export function ClaimStatusChip({ status }: { status: ClaimStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`claims.status.${status}`)}
      color={status === 'FILED' ? 'success' : 'default'}
      variant={status === 'FILED' ? 'filled' : 'outlined'}
    />
  );
}

import type { SubmissionStatus } from '@cyber/domain';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<SubmissionStatus, ChipProps['color']> = {
  QUOTED: 'success',
  REFERRED: 'warning',
  INDICATION: 'info',
  DECLINED: 'error',
  CLOSED: 'default',
};

/** A submission's status (derived from its quotes by the server) as a coloured chip. */
export function SubmissionStatusChip({ status }: { status: SubmissionStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'CLOSED' ? 'outlined' : 'filled'}
      color={COLOURS[status]}
      label={t(`submissions.statuses.${status}`)}
    />
  );
}

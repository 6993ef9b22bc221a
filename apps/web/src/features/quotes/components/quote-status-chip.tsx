import type { QuoteStatus } from '@cyber/domain';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<QuoteStatus, ChipProps['color']> = {
  READY: 'success',
  INDICATION: 'info',
  REFERRED: 'warning',
  IN_REVIEW: 'primary',
  DECLINED: 'error',
  EXPIRED: 'default',
  INVALID: 'default',
  LOST: 'default',
  BOUND: 'success',
};

/** A quote's status as a coloured chip (theme colours only). */
export function QuoteStatusChip({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'LOST' || status === 'EXPIRED' ? 'outlined' : 'filled'}
      color={COLOURS[status]}
      label={t(`quotes.statuses.${status}`)}
    />
  );
}

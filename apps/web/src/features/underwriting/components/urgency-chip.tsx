import { URGENCY_LABELS } from '@cyber/domain';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Later, this week, soon, due: from calm to the error colour (theme colours only). */
const COLOURS: readonly ChipProps['color'][] = ['default', 'info', 'warning', 'error'];

/** How soon a referral is needed (`urgencyIndexOf` of the domain) as a coloured chip. */
export function UrgencyChip({ index }: { index: number }) {
  const { t } = useTranslation();
  const i = Math.max(0, Math.min(URGENCY_LABELS.length - 1, index));
  return (
    <Chip
      size="small"
      color={COLOURS[i]}
      variant={i === 0 ? 'outlined' : 'filled'}
      label={t(`underwriting.urgency.${URGENCY_LABELS[i]}`)}
    />
  );
}

import {
  regionOfCurrency,
  POLICY_FORMS,
  type Policy,
  type Region,
  type TermChange,
} from '@cyber/domain';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list.tsx';
import { formatMoney, formatWholeMoney } from '../../../lib/format.ts';

const FORM_LABELS = new Map(POLICY_FORMS.map((form) => [form.key, form.label]));

/**
 * One side of a change as the screen shows it: `money` in minor units, `amount` in whole units,
 * lists joined (endorsement forms by their labels), nothing as '—'.
 */
export function formatTermValue(
  change: Pick<TermChange, 'field' | 'kind'>,
  value: TermChange['before'],
  region: Region,
): string {
  if (value === null || value === '') return '—';
  if (Array.isArray(value)) {
    const items =
      change.field === 'forms' ? value.map((key) => FORM_LABELS.get(key) ?? key) : value;
    return items.length > 0 ? items.join(', ') : '—';
  }
  if (typeof value === 'number') {
    if (change.kind === 'money') return formatMoney(value, region);
    if (change.kind === 'amount') return formatWholeMoney(value, region);
    return String(value);
  }
  return value;
}

/** A premium charged (+$123.45) or returned (−$12.00 as the region writes it); $0.00 unsigned. */
export const formatSignedMoney = (minorUnits: number, region: Region): string =>
  `${minorUnits > 0 ? '+' : ''}${formatMoney(minorUnits, region)}`;

export type TermChangesProps = {
  changes: readonly TermChange[];
  currency: Policy['currency'];
};

/** What a transaction, an endorsement under review or a comparison changes: "label: before → after". */
export function TermChanges({ changes, currency }: TermChangesProps) {
  const { t } = useTranslation();
  const region = regionOfCurrency(currency);
  if (changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('policies.transactions.noChanges')}
      </Typography>
    );
  }
  return (
    <DetailList
      items={changes.map((change) => ({
        label: t(`policies.terms.${change.field}`, { defaultValue: change.label }),
        value: `${formatTermValue(change, change.before, region)} → ${formatTermValue(change, change.after, region)}`,
      }))}
    />
  );
}

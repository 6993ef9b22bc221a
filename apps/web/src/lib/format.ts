import { DISPLAY_DATE_TIME_FORMAT, REGION_SETTINGS, type Region } from '@cyber/domain';
import dayjs from 'dayjs';

/** Money is kept in minor units (cents, pence) and formatted only here (DESIGN §4). */
export function formatMoney(minorUnits: number, region: Region): string {
  const { language, currency } = REGION_SETTINGS[region];
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minorUnits / 100);
}

/** 'MMM. DD, YYYY h:mm A' (spec 1 §9). */
export const formatDateTime = (value: string | number | Date | null | undefined): string | null =>
  value === null || value === undefined || !dayjs(value).isValid()
    ? null
    : dayjs(value).format(DISPLAY_DATE_TIME_FORMAT);

import { DISPLAY_DATE_TIME_FORMAT, REGION_SETTINGS, type Region } from '@cyber/domain';
import dayjs from 'dayjs';

/**
 * One formatter per region and kind, made on first use: building an `Intl.NumberFormat` costs far
 * more than formatting with it, and a rating table formats hundreds of amounts per render.
 */
const formatters = new Map<string, Intl.NumberFormat>();
const formatter = (region: Region, kind: 'cents' | 'whole' | 'grouped'): Intl.NumberFormat => {
  const key = `${region}:${kind}`;
  let made = formatters.get(key);
  if (!made) {
    const { language, currency } = REGION_SETTINGS[region];
    made = new Intl.NumberFormat(
      language,
      kind === 'grouped'
        ? { maximumFractionDigits: 0 }
        : {
            style: 'currency',
            currency,
            minimumFractionDigits: kind === 'cents' ? 2 : 0,
            maximumFractionDigits: kind === 'cents' ? 2 : 0,
          },
    );
    formatters.set(key, made);
  }
  return made;
};

/** Money is kept in minor units (cents, pence) and formatted only here (DESIGN §4). */
export function formatMoney(minorUnits: number, region: Region): string {
  return formatter(region, 'cents').format(minorUnits / 100);
}

/** Whole currency units (limits, deductibles, revenue): "$1,000,000", "£250,000". */
export function formatWholeMoney(units: number, region: Region): string {
  return formatter(region, 'whole').format(units);
}

/** A whole number grouped the region's way, without a currency sign ("1,000,000"). */
export function formatGrouped(value: number, region: Region): string {
  return formatter(region, 'grouped').format(value);
}

/** 'MMM. DD, YYYY h:mm A' (spec 1 §9). */
export const formatDateTime = (value: string | number | Date | null | undefined): string | null =>
  value === null || value === undefined || !dayjs(value).isValid()
    ? null
    : dayjs(value).format(DISPLAY_DATE_TIME_FORMAT);

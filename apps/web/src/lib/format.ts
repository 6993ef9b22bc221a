import {
  formatRegionDate,
  formatRegionDateTime,
  REGION_SETTINGS,
  type Region,
} from '@cyber/domain';
import dayjs from 'dayjs';
import { currentRegion } from './i18n.ts';

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

/**
 * A moment (created, modified, last sign-in) in the region's format: 'MMM. DD, YYYY h:mm A' in the
 * US (spec 1 §9), 'DD MMM YYYY HH:mm' in the UK. The region is the signed-in account's (the
 * language the workspace runs in) unless one is given.
 */
export const formatDateTime = (
  value: string | number | Date | null | undefined,
  region: Region = currentRegion(),
): string | null =>
  value === null || value === undefined || !dayjs(value).isValid()
    ? null
    : formatRegionDateTime(value, region);

/**
 * A calendar day (effective, end, expiry, need-by) in the region's format: 'MMM. DD, YYYY' in the
 * US (spec 3 §9), 'DD MMM YYYY' in the UK — the same as the proposals and e-mails.
 */
export const formatDate = (
  value: string | Date | null | undefined,
  region: Region = currentRegion(),
): string | null =>
  value === null || value === undefined || value === '' ? null : formatRegionDate(value, region);

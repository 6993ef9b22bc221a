import type { Region } from '../common/region.ts';
import type { UK_NATIONS } from '../organisations/carrier-profile.schema.ts';

/**
 * The rating "state" of an account (ADR 021): a US account rates in its state; a UK account in
 * its nation (ENG, SCT, WLS, NIR), never its county. UK rating is national — every nation has
 * the same factors, IRPM range and insurance premium tax — so the nation only names where the
 * risk is; it comes from the postcode, the one address field a UK account keeps reliably.
 */

export type UkNationCode = (typeof UK_NATIONS)[number]['code'];

/** Postcode areas wholly or mostly in Scotland, Wales and Northern Ireland. */
const SCOTTISH_AREAS: ReadonlySet<string> = new Set([
  'AB',
  'DD',
  'DG',
  'EH',
  'FK',
  'G',
  'HS',
  'IV',
  'KA',
  'KW',
  'KY',
  'ML',
  'PA',
  'PH',
  'TD',
  'ZE',
]);
const WELSH_AREAS: ReadonlySet<string> = new Set(['CF', 'LD', 'LL', 'NP', 'SA']);

/** Border areas split by district: Deeside (CH5–CH8) and mid-Wales (SY15–SY25), Berwick (TD15). */
function borderNation(area: string, district: number): UkNationCode | null {
  if (area === 'CH' && district >= 5 && district <= 8) return 'WLS';
  if (area === 'SY' && district >= 15 && district <= 25) return 'WLS';
  if (area === 'TD' && district === 15) return 'ENG';
  return null;
}

/**
 * The UK nation of a postcode by its area (the letters before the first digit) and, on the
 * borders, its district. No or an unreadable postcode rates as England: the nations rate alike,
 * so the premium does not depend on it.
 */
export function ukNationOfPostcode(postcode: string | null | undefined): UkNationCode {
  const compact = (postcode ?? '').replace(/\s+/g, '').toUpperCase();
  // the outward code is all but the last three characters of a full postcode ('CH5' of CH5 3NS)
  const outward = compact.length >= 5 ? compact.slice(0, -3) : compact;
  const match = /^([A-Z]{1,2})(\d{1,2})/.exec(outward);
  if (!match) return 'ENG';
  const area = match[1]!;
  const border = borderNation(area, Number(match[2]));
  if (border) return border;
  if (area === 'BT') return 'NIR';
  if (SCOTTISH_AREAS.has(area)) return 'SCT';
  if (WELSH_AREAS.has(area)) return 'WLS';
  return 'ENG';
}

/**
 * What the rater takes as `state` for an account's address: the US state code (null without
 * one), or the UK nation of the postcode.
 */
export function ratingStateOf(account: {
  region: Region;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
}): string | null {
  if (account.region === 'UK') return ukNationOfPostcode(account.zipCode);
  const state = account.state?.trim().toUpperCase();
  return state ? state : null;
}

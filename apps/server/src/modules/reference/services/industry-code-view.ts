import type { NaicsCode, SicCode } from '@cyber/domain';
import type { IndustryCodeRow } from '../reference.repository.ts';

export const toNaicsCode = (row: IndustryCodeRow): NaicsCode => ({
  id: row.id,
  naicsCode: row.code,
  title: row.title,
  level: row.level,
  parentCode: row.parentCode,
  primaryIndustry: row.primaryIndustry ?? row.title,
  secondaryIndustry: row.secondaryIndustry ?? row.title,
});

export const toSicCode = (row: IndustryCodeRow): SicCode => ({
  id: row.id,
  sicCode: row.code,
  title: row.title,
  level: row.level,
  parentCode: row.parentCode,
  primaryIndustry: row.primaryIndustry ?? row.title,
  secondaryIndustry: row.secondaryIndustry ?? row.title,
});

/** The API sorts by `naicsCode` / `sicCode`; the table column is `code`. */
export const industrySort = (sort: string | undefined) =>
  sort?.replace(/^(naicsCode|sicCode),/, 'code,');

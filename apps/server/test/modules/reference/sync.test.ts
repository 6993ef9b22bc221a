import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { syncReferenceData } from '../../../src/db/seed/reference.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Counts = { states: number; naics: number; sic: number };
const counts = async (): Promise<Counts> => {
  const res = await t.database.db.execute<{ states: number; naics: number; sic: number }>(sql`
    select (select count(*)::int from states) as states,
      (select count(*)::int from industry_codes where scheme = 'NAICS') as naics,
      (select count(*)::int from industry_codes where scheme = 'SIC') as sic`);
  return (res as unknown as { rows: Counts[] }).rows[0]!;
};

describe('syncReferenceData', () => {
  it('loads the 50 states and DC with an IANA time zone each', async () => {
    const rows = (
      (await t.database.db.execute(
        sql`select state_name_abbrv as abbr, state_name as name, time_zone as tz from states`,
      )) as unknown as { rows: { abbr: string; name: string; tz: string }[] }
    ).rows;
    expect(rows).toHaveLength(51);
    const byAbbr = new Map(rows.map((r) => [r.abbr, r]));
    expect(byAbbr.get('DC')?.name).toBe('District of Columbia');
    expect(byAbbr.get('CA')?.tz).toBe('America/Los_Angeles');
    expect(byAbbr.get('HI')?.tz).toBe('Pacific/Honolulu');
    expect(byAbbr.get('TX')?.tz).toBe('America/Chicago');
    for (const r of rows)
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: r.tz })).not.toThrow();
  });

  it('loads NAICS codes of every level with parents and industries, and the SIC sections', async () => {
    const naics = (
      (await t.database.db.execute(sql`
        select code, title, level, parent_code as parent, primary_industry as p,
          secondary_industry as s from industry_codes
        where scheme = 'NAICS' and code in ('54', '541', '5415', '54151', '541511', '31', '311')`)) as unknown as {
        rows: {
          code: string;
          title: string;
          level: number;
          parent: string | null;
          p: string;
          s: string;
        }[];
      }
    ).rows;
    const byCode = new Map(naics.map((r) => [r.code, r]));
    expect(byCode.get('54')).toMatchObject({
      level: 2,
      parent: null,
      title: 'Professional, Scientific, and Technical Services',
    });
    expect(byCode.get('541511')).toMatchObject({
      level: 6,
      parent: '54151',
      p: 'Professional, Scientific, and Technical Services',
      s: 'Custom Computer Programming Services',
    });
    expect(byCode.get('541')?.parent).toBe('54');
    // The range sector 31-33 is listed under each of its 2-digit codes.
    expect(byCode.get('31')?.title).toBe('Manufacturing');
    expect(byCode.get('311')?.parent).toBe('31');
    const sectors = (
      (await t.database.db.execute(
        sql`select code from industry_codes where scheme = 'NAICS' and level = 2 order by code`,
      )) as unknown as { rows: { code: string }[] }
    ).rows.map((r) => r.code);
    expect(sectors).toEqual([
      '11',
      '21',
      '22',
      '23',
      '31',
      '32',
      '33',
      '42',
      '44',
      '45',
      '48',
      '49',
      '51',
      '52',
      '53',
      '54',
      '55',
      '56',
      '61',
      '62',
      '71',
      '72',
      '81',
      '92',
    ]);
    const sic = (
      (await t.database.db.execute(
        sql`select code from industry_codes where scheme = 'SIC' and level = 1 order by code`,
      )) as unknown as { rows: { code: string }[] }
    ).rows.map((r) => r.code);
    expect(sic).toEqual('ABCDEFGHIJKLMNOPQRSTU'.split(''));
    const c = await counts();
    expect(c.naics).toBe(2200);
    expect(c.sic).toBe(21 + 88);
  });

  it('is idempotent: a second run adds and changes nothing', async () => {
    const before = await counts();
    await syncReferenceData(t.database.db);
    await syncReferenceData(t.database.db);
    expect(await counts()).toEqual(before);
  });

  it('puts back a built-in title changed behind its back, but not what an admin changed', async () => {
    await t.database.db.execute(
      sql`update industry_codes set title = 'Tampered' where scheme = 'NAICS' and code = '5112'`,
    );
    await syncReferenceData(t.database.db);
    const res = (await t.database.db.execute(
      sql`select title from industry_codes where scheme = 'NAICS' and code = '5112'`,
    )) as unknown as { rows: { title: string }[] };
    expect(res.rows[0]?.title).toBe('Software Publishers');
  });
});

import { and, count, countDistinct, eq, inArray, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_UPLOAD_MESSAGES,
  BULK_UPLOAD_TEMPLATE_CSV,
  type BulkUploadResult,
  type TagSaved,
} from '@cyber/domain';
import {
  accountProfiles,
  accountTags,
  agencyAccounts,
  organisations,
} from '../../../src/db/schema/index.ts';
import { parseCsv } from '../../../src/modules/tags-bulk-upload/csv.ts';
import {
  checkRows,
  type CheckProgress,
} from '../../../src/modules/tags-bulk-upload/services/check-rows.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, type Session } from '../accounts/support.ts';
import { unique, uploader } from './support.ts';

let t: TestApp;
let h: ReturnType<typeof accountHelpers>;
let agent: Session;
let wholesale: Session;
let harbor: string;
beforeAll(async () => {
  t = await buildTestApp();
  h = accountHelpers(t);
  [agent, wholesale] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('wholesale@example.com'),
  ]);
  harbor = await h.orgId('Harbor Risk Partners');
});
afterAll(() => t.close());

const upload = (...args: Parameters<ReturnType<typeof uploader>>) => uploader(t)(...args);

async function workbookOf(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook with a header and the given rows on its first sheet. */
const simpleWorkbook = (header: string[], rows: ExcelJS.CellValue[][]) =>
  workbookOf((workbook) => {
    const sheet = workbook.addWorksheet('Accounts');
    sheet.addRow(header);
    for (const row of rows) sheet.addRow(row);
  });

const reportOf = async (s: Session, id: string) => {
  const res = await s.inject({ method: 'GET', url: `/api/account/v1/bulk-upload/${id}/report` });
  expect(res.statusCode).toBe(200);
  const parsed = parseCsv(res.body);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rows.filter((r) => r.length > 1);
};

const accountsNamed = (names: string[]) =>
  h.db
    .select({
      id: organisations.id,
      name: organisations.name,
      zip: accountProfiles.zipCode,
      revenue: accountProfiles.totalRevenue,
      domain: accountProfiles.domainName,
      year: accountProfiles.yearEstablished,
    })
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(inArray(organisations.name, names));

describe('bulk upload of .xlsx workbooks', () => {
  it('reads the first worksheet as text: numbers, zero-padded ZIPs, formulas, rich text, links, dates', async () => {
    const plain = unique('Sheet Plain');
    const rich = unique('Sheet Rich');
    const header = [
      'Name',
      'Address1',
      'City',
      'State',
      'ZipCode',
      'DomainName',
      'TotalRevenue',
      'YearEstablished',
      'Since',
    ];
    const bytes = await workbookOf((workbook) => {
      const sheet = workbook.addWorksheet('Accounts');
      sheet.addRow(header);
      const first = sheet.addRow([
        plain,
        '1 Main St',
        'Boston',
        'MA',
        2110,
        { text: `${plain.replace(/\W/g, '').toLowerCase()}.com`, hyperlink: 'https://example.com' },
        { formula: '1000*1000', result: 1_000_000 },
        1998,
        null,
      ]);
      first.getCell(5).numFmt = '00000';
      sheet.addRow([
        { richText: [{ text: rich.slice(0, 6) }, { font: { bold: true }, text: rich.slice(6) }] },
        '2 Main St',
        'Boston',
        'MA',
        '02110',
        null,
        2_500_000,
        null,
        null,
      ]);
      // Row 4 stays empty: skipped, but the report's numbering follows the sheet.
      sheet.getRow(5).values = [
        unique('Sheet No City'),
        '3 Main St',
        null,
        'MA',
        '02110',
        null,
        null,
        null,
        new Date(Date.UTC(2020, 2, 15)),
      ];
      // Only the first worksheet is read.
      workbook.addWorksheet('Notes').addRow(['Name', 'Address1', 'City', 'State', 'ZipCode']);
      workbook
        .getWorksheet('Notes')!
        .addRow([unique('Ignored'), '9 Main St', 'Boston', 'MA', 2110]);
    });

    const res = await upload(agent, { name: 'accounts.xlsx', bytes });
    expect(res.statusCode).toBe(201);
    const { upload: row } = res.json<BulkUploadResult>();
    expect(row).toMatchObject({
      status: 'COMPLETED',
      numUploaded: 3,
      numSuccess: 2,
      numFailure: 1,
      hasReport: true,
    });

    const created = await accountsNamed([plain, rich]);
    expect(created).toHaveLength(2);
    const byName = Object.fromEntries(created.map((c) => [c.name, c]));
    expect(byName[plain]).toMatchObject({
      zip: '02110',
      revenue: 1_000_000,
      year: 1998,
      domain: `${plain.replace(/\W/g, '').toLowerCase()}.com`,
    });
    expect(byName[rich]).toMatchObject({ zip: '02110', revenue: 2_500_000 });

    const report = await reportOf(agent, row.id);
    expect(report[0]).toEqual(['Row', ...header, 'Errors']);
    expect(report).toHaveLength(2);
    expect(report[1]![0]).toBe('5');
    expect(report[1]!.at(-2)).toBe('2020-03-15');
    expect(report[1]!.at(-1)).toBe('City is required');
  });

  it('answers a clear 400 for a workbook that cannot be read or unpacks too large', async () => {
    const broken = await upload(agent, {
      name: 'broken.xlsx',
      bytes: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(BULK_UPLOAD_MESSAGES.unreadableWorkbook);

    // A real workbook whose zip directory claims a 2 GB sheet (a "zip bomb"): refused unread.
    const bytes = await simpleWorkbook(
      ['Name', 'Address1', 'City', 'State', 'ZipCode'],
      [['Bomb Co', '1 Main St', 'Boston', 'MA', '02110']],
    );
    const entry = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(entry).toBeGreaterThan(0);
    bytes.writeUInt32LE(0x7fffffff, entry + 24);
    const bomb = await upload(agent, { name: 'bomb.xlsx', bytes });
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toBe(
      'The workbook is too large once unpacked; split it into smaller files.',
    );
  });
});

describe('the template', () => {
  it('downloads as a workbook (text cells) or CSV, and either uploads as is', async () => {
    const xlsx = await agent.inject({ method: 'GET', url: '/api/account/v1/bulk-upload/template' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toBe(
      'attachment; filename="accounts-template.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    // The ZIP code is text, so Excel keeps its leading zero.
    expect(sheet.getRow(2).getCell(7).value).toBe('02110');

    const csv = await agent.inject({
      method: 'GET',
      url: '/api/account/v1/bulk-upload/template?format=csv',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe(BULK_UPLOAD_TEMPLATE_CSV);

    // The example row may exist from an earlier upload: then it is a duplicate, still one row.
    const back = await upload(agent, { name: 'accounts-template.xlsx', bytes: xlsx.rawPayload });
    expect(back.statusCode).toBe(201);
    expect(back.json<BulkUploadResult>().upload.numUploaded).toBe(1);

    const wrong = await agent.inject({
      method: 'GET',
      url: '/api/account/v1/bulk-upload/template?format=pdf',
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/v1/bulk-upload/template' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('.xls, and content that must match the extension', () => {
  const HEADER = ['Name', 'Address1', 'City', 'State', 'ZipCode'];

  it('reads an .xls that is really a workbook (zip) or a CSV/TSV export', async () => {
    const zipped = unique('Xls Zipped');
    const comma = unique('Xls Comma');
    const tab = unique('Xls Tab');
    const wide = unique('Xls Unicode');
    const cases = [
      {
        name: 'zipped.xls',
        bytes: await simpleWorkbook(HEADER, [[zipped, '1 Main St', 'Boston', 'MA', '02110']]),
      },
      {
        name: 'comma.xls',
        bytes: Buffer.from(`${HEADER.join(',')}\r\n"${comma}",1 Main St,Boston,MA,02110\r\n`),
      },
      {
        name: 'tab.xls',
        bytes: Buffer.from(`${HEADER.join('\t')}\n${tab}, Inc\t1 Main St\tBoston\tMA\t02110\n`),
      },
      {
        // Excel's "Unicode Text": UTF-16LE with a byte-order mark, tab-delimited.
        name: 'unicode.xls',
        bytes: Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          Buffer.from(
            `${HEADER.join('\t')}\r\n${wide}\t1 Main St\tBoston\tMA\t02110\r\n`,
            'utf16le',
          ),
        ]),
      },
    ];
    for (const file of cases) {
      const res = await upload(agent, file);
      expect(res.statusCode, file.name).toBe(201);
      expect(res.json<BulkUploadResult>().upload, file.name).toMatchObject({
        numUploaded: 1,
        numSuccess: 1,
      });
    }
    const names = (await accountsNamed([zipped, comma, `${tab}, Inc`, wide])).map((c) => c.name);
    expect(names.sort()).toEqual([zipped, comma, `${tab}, Inc`, wide].sort());
  });

  it('reads a real Excel 97-2003 (BIFF) workbook; refuses a broken one and an HTML "xls"', async () => {
    const XLSX = await import('@e965/xlsx');
    const book = XLSX.utils.book_new();
    const name = `Legacy Biff Co ${Date.now()}`;
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([HEADER, [name, '1 Main St', 'Boston', 'MA', '02110'], [], ['']]),
      'Accounts',
    );
    const biff = XLSX.write(book, { bookType: 'xls', type: 'buffer' }) as Buffer;
    expect(biff.subarray(0, 4)).toEqual(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
    const read = await upload(agent, { name: 'legacy.xls', bytes: biff });
    expect(read.statusCode, read.body).toBe(201);
    expect(read.json<BulkUploadResult>().upload).toMatchObject({ numUploaded: 1, numSuccess: 1 });
    expect((await accountsNamed([name])).map((c) => c.name)).toEqual([name]);

    const broken = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512, 0),
    ]);
    const bad = await upload(agent, { name: 'broken.xls', bytes: broken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The file could not be read as an Excel workbook.');
    const html = await upload(agent, {
      name: 'export.xls',
      bytes: Buffer.from('<html><body><table><tr><td>Name</td></tr>'),
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe(
      'This .xls file is a web page (HTML) export and cannot be read; save the sheet as .xlsx or .csv and upload it again.',
    );
  });

  it('refuses content that does not match the extension', async () => {
    const workbook = await simpleWorkbook(HEADER, [
      ['Zip Co', '1 Main St', 'Boston', 'MA', '02110'],
    ]);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      Buffer.from('IHDR'),
    ]);
    for (const file of [
      { name: 'workbook.csv', bytes: workbook },
      {
        name: 'text.xlsx',
        bytes: Buffer.from(`${HEADER.join(',')}\r\nA,1 Main St,Boston,MA,02110`),
      },
      { name: 'image.csv', bytes: png },
      { name: 'image.xls', bytes: png },
    ]) {
      const res = await upload(agent, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().message, file.name).toBe(
        'The file content does not match its extension (csv, xls or xlsx).',
      );
    }
  });

  it('reads a CSV saved as Windows-1252 (Excel "CSV") as well as UTF-8', async () => {
    const suffix = unique('').trim();
    const res = await upload(agent, {
      name: 'ansi.csv',
      bytes: Buffer.from(
        `${HEADER.join(',')}\r\nCaf\xe9 ${suffix},1 Main St,Boston,MA,02110\r\n`,
        'latin1',
      ),
    });
    expect(res.statusCode).toBe(201);
    expect(await accountsNamed([`Café ${suffix}`])).toHaveLength(1);
  });
});

describe('larger files', () => {
  it('imports 2,000 rows in one go: counts, links, tags, cbids and the rejected rows', async () => {
    const run = unique('Batch').replace(/\W/g, '');
    const tag = (
      await agent.inject({
        method: 'POST',
        url: '/api/account/v1/tags',
        payload: { name: unique('Batch tag') },
      })
    ).json<TagSaved>().tag;
    const lines = ['Name,Address1,City,State,ZipCode,Phone'];
    const expectedBad = new Map<string, string>();
    for (let i = 0; i < 2000; i++) {
      const rowNumber = String(i + 2);
      if (i % 100 === 7) {
        lines.push(`${run} ${i},${i} Main St,,MA,0211${i % 10},`);
        expectedBad.set(rowNumber, 'City is required');
      } else if (i % 250 === 3) {
        // The same account as the row before it.
        lines.push(`${run} ${i - 1},${i} Main St,Boston,MA,0211${(i - 1) % 10},`);
        expectedBad.set(rowNumber, `Duplicate of row ${i + 1}`);
      } else {
        lines.push(
          `${run} ${i},${i} Main St,Boston,MA,0211${i % 10},(617) 555-${String(i).padStart(4, '0')}`,
        );
      }
    }
    const res = await upload(
      agent,
      { name: 'batch.csv', bytes: Buffer.from(lines.join('\n')) },
      { tags: tag.id },
    );
    expect(res.statusCode).toBe(201);
    const { upload: row } = res.json<BulkUploadResult>();
    expect(row).toMatchObject({
      status: 'COMPLETED',
      numUploaded: 2000,
      numSuccess: 2000 - expectedBad.size,
      numFailure: expectedBad.size,
    });

    const mine = and(
      like(organisations.name, `${run} %`),
      eq(organisations.accountType, 'CUSTOMER'),
    );
    const [created] = await h.db
      .select({ n: count(), cbids: countDistinct(accountProfiles.cbid) })
      .from(organisations)
      .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
      .where(mine);
    expect(created).toEqual({ n: 2000 - expectedBad.size, cbids: 2000 - expectedBad.size });
    const [links] = await h.db
      .select({ n: count() })
      .from(agencyAccounts)
      .innerJoin(organisations, eq(organisations.id, agencyAccounts.accountId))
      .where(
        and(mine, eq(agencyAccounts.agencyId, harbor), eq(agencyAccounts.relation, 'ASSIGNED')),
      );
    expect(links?.n).toBe(2000 - expectedBad.size);
    const [tagged] = await h.db
      .select({ n: count() })
      .from(accountTags)
      .where(eq(accountTags.tagId, tag.id));
    expect(tagged?.n).toBe(2000 - expectedBad.size);

    const report = await reportOf(agent, row.id);
    expect(report.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([...expectedBad.entries()]);

    // Nothing of it is visible to another agency.
    const theirs = await wholesale.inject({
      method: 'GET',
      url: `/api/account/v1/bulk-upload/${row.id}`,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('reports progress after every chunk of rows it checks', async () => {
    const run = unique('Progress').replace(/\W/g, '');
    const header = ['Name', 'Address1', 'City', 'State', 'ZipCode'];
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      rowNumber: i + 2,
      cells: [`${run} ${i}`, '1 Main St', i % 500 === 0 ? '' : 'Boston', 'MA', '02110'],
    }));
    const seen: CheckProgress[] = [];
    const { good, bad } = await checkRows(
      h.db,
      { agencyId: harbor, region: 'US', agencyCaller: true },
      header,
      rows,
      (progress) => {
        seen.push(progress);
      },
    );
    expect(seen).toEqual([
      { checked: 1000, good: 998, bad: 2 },
      { checked: 2000, good: 1996, bad: 4 },
      { checked: 2500, good: 2495, bad: 5 },
    ]);
    expect(good).toHaveLength(2495);
    expect(bad.map((b) => b.rowNumber)).toEqual([2, 502, 1002, 1502, 2002]);
  });
});

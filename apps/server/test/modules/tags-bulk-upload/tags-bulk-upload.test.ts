import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_UPLOAD_TEMPLATE_CSV,
  BulkUploadPageSchema,
  TagPageSchema,
  type BulkUploadResult,
  type Tag,
  type TagSaved,
} from '@cyber/domain';
import {
  accountProfiles,
  accountTags,
  agencyAccounts,
  organisations,
} from '../../../src/db/schema/index.ts';
import { parseCsv } from '../../../src/modules/tags-bulk-upload/csv.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';
import { unique, uploader } from './support.ts';

let t: TestApp;
let h: ReturnType<typeof accountHelpers>;
let agent: Session;
let agencyAdmin: Session;
let admin: Session;
let wholesale: Session;
let customer: Session;
let harbor: string;
beforeAll(async () => {
  t = await buildTestApp();
  h = accountHelpers(t);
  [agent, agencyAdmin, admin, wholesale, customer] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('agencyadmin@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('wholesale@example.com'),
    t.signIn('customer@example.com'),
  ]);
  harbor = await h.orgId('Harbor Risk Partners');
});
afterAll(() => t.close());

const createTag = (s: Session, name: string, extra: Record<string, unknown> = {}) =>
  s.inject({ method: 'POST', url: '/api/account/v1/tags', payload: { name, ...extra } });

const listTags = async (s: Session, query = '') => {
  const res = await s.inject({ method: 'GET', url: `/api/account/v1/tags?size=100${query}` });
  expect(res.statusCode).toBe(200);
  return TagPageSchema.parse(res.json()).content;
};

const upload = (...args: Parameters<ReturnType<typeof uploader>>) => uploader(t)(...args);

const HEADER = 'Name,Address1,City,State,ZipCode,Phone,DomainName,TotalRevenue';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n') + '\r\n');

describe('tags', () => {
  it('creates, lists with usage counts, renames and refuses a duplicate name (any case)', async () => {
    const name = unique('Hot Lead');
    const res = await createTag(agent, name, { color: '#1a2b3c' });
    expect(res.statusCode).toBe(201);
    const { tag, message } = res.json<TagSaved>();
    expect(message).toBe('Tag created successfully!');
    expect(tag).toMatchObject({ name, color: '#1a2b3c', accountCount: 0 });

    const dup = await createTag(agencyAdmin, name.toUpperCase());
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A tag with this name already exists.');

    expect((await listTags(agent)).map((t: Tag) => t.name)).toContain(name);

    const renamed = await agent.inject({
      method: 'PUT',
      url: `/api/account/v1/tags/${tag.id}`,
      payload: { name: `${name} renamed` },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<TagSaved>().tag.name).toBe(`${name} renamed`);
    const other = await createTag(agent, unique('Other'));
    const clash = await agent.inject({
      method: 'PUT',
      url: `/api/account/v1/tags/${other.json<TagSaved>().tag.id}`,
      payload: { name: `${name} RENAMED` },
    });
    expect(clash.statusCode).toBe(409);
    expect((await h.auditRows('tag.create')).some((r) => r.entityId === tag.id)).toBe(true);
  });

  it('validates the name', async () => {
    const res = await createTag(agent, '   ');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Tag name is required');
    expect((await createTag(agent, 'x'.repeat(51))).statusCode).toBe(400);
  });

  it('applies and removes tags on several accounts at once and counts usage', async () => {
    const a = (await h.create(agent, usAccount())).account.id;
    const b = (await h.create(agent, usAccount())).account.id;
    const t1 = (await createTag(agent, unique('Renewal'))).json<TagSaved>().tag;
    const t2 = (await createTag(agent, unique('VIP'))).json<TagSaved>().tag;
    const apply = await agent.inject({
      method: 'POST',
      url: '/api/account/v1/tags/apply',
      payload: { accountIds: [a, b], addTagIds: [t1.id, t2.id] },
    });
    expect(apply.statusCode).toBe(200);
    expect(apply.json()).toEqual({ message: 'Tags updated successfully!', affected: 2 });
    const tags = await listTags(agent);
    expect(tags.find((x) => x.id === t1.id)?.accountCount).toBe(2);

    const remove = await agent.inject({
      method: 'POST',
      url: '/api/account/v1/tags/apply',
      payload: { accountIds: [a], removeTagIds: [t2.id] },
    });
    expect(remove.statusCode).toBe(200);
    const ofA = await agent.inject({ method: 'GET', url: `/api/account/v1/accounts/${a}/tags` });
    expect(ofA.json().tags.map((x: Tag) => x.id)).toEqual([t1.id]);
    expect((await listTags(agent)).find((x) => x.id === t2.id)?.accountCount).toBe(1);

    const nothing = await agent.inject({
      method: 'POST',
      url: '/api/account/v1/tags/apply',
      payload: { accountIds: [a] },
    });
    expect(nothing.statusCode).toBe(400);
  });

  it('deletes several tags at once, taking them off the accounts', async () => {
    const acc = (await h.create(agent, usAccount())).account.id;
    const t1 = (await createTag(agent, unique('Gone1'))).json<TagSaved>().tag;
    const t2 = (await createTag(agent, unique('Gone2'))).json<TagSaved>().tag;
    await agent.inject({
      method: 'POST',
      url: '/api/account/v1/tags/apply',
      payload: { accountIds: [acc], addTagIds: [t1.id] },
    });
    const res = await agent.inject({
      method: 'POST',
      url: '/api/account/v1/tags/delete',
      payload: { ids: [t1.id, t2.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Tag(s) deleted successfully!', affected: 2 });
    const ids = (await listTags(agent)).map((x) => x.id);
    expect(ids).not.toContain(t1.id);
    const left = await h.db.select().from(accountTags).where(eq(accountTags.accountId, acc));
    expect(left).toHaveLength(0);
  });

  it("another organisation's tag or account is a 404 and nothing changes", async () => {
    const mine = (await createTag(agent, unique('Private'))).json<TagSaved>().tag;
    const theirs = (await createTag(wholesale, unique('Theirs'))).json<TagSaved>().tag;
    expect(
      (
        await wholesale.inject({
          method: 'PUT',
          url: `/api/account/v1/tags/${mine.id}`,
          payload: { name: 'stolen' },
        })
      ).statusCode,
    ).toBe(404);
    const del = await wholesale.inject({
      method: 'POST',
      url: '/api/account/v1/tags/delete',
      payload: { ids: [mine.id, theirs.id] },
    });
    expect(del.statusCode).toBe(404);
    expect((await listTags(wholesale)).map((x) => x.id)).toContain(theirs.id);
    expect((await listTags(wholesale)).map((x) => x.id)).not.toContain(mine.id);
    // An account the agency cannot see.
    const foreign = (await h.create(wholesale, usAccount())).account.id;
    const apply = await agent.inject({
      method: 'POST',
      url: '/api/account/v1/tags/apply',
      payload: { accountIds: [foreign], addTagIds: [mine.id] },
    });
    expect(apply.statusCode).toBe(404);
    expect(
      (await agent.inject({ method: 'GET', url: `/api/account/v1/accounts/${foreign}/tags` }))
        .statusCode,
    ).toBe(404);
  });

  it('provider staff act for an agency by id; others have no tags', async () => {
    expect((await admin.inject({ method: 'GET', url: '/api/account/v1/tags' })).statusCode).toBe(
      400,
    );
    const created = await createTag(admin, unique('By provider'), { agencyId: harbor });
    expect(created.statusCode).toBe(201);
    expect((await listTags(agent)).map((x) => x.id)).toContain(created.json<TagSaved>().tag.id);
    expect((await customer.inject({ method: 'GET', url: '/api/account/v1/tags' })).statusCode).toBe(
      403,
    );
  });
});

describe('bulk upload', () => {
  it('answers the spec messages for no file, a file too big and a wrong type', async () => {
    const none = await upload(agent, null, { redAccounts: 'false' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No file selected for upload.');

    const big = await upload(agent, {
      name: 'big.csv',
      bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 'a'),
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('The file size is too big, 5MB max.');

    const pdf = await upload(agent, { name: 'accounts.pdf', bytes: Buffer.from('%PDF-1.4') });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('Only csv, xls or xlsx files can be uploaded.');

    const xlsx = await upload(agent, { name: 'a.xlsx', bytes: Buffer.from('PK\u0003\u0004') });
    expect(xlsx.statusCode).toBe(400);
    expect(xlsx.json().message).toBe('The file could not be read as an Excel workbook.');

    const columns = await upload(agent, { name: 'a.csv', bytes: Buffer.from('Name\r\nX\r\n') });
    expect(columns.statusCode).toBe(400);
    expect(columns.json().message).toBe(
      'The file is missing the required columns: Address1, City, State, ZipCode',
    );
  });

  it('accepts the template as is', async () => {
    // The template's example row is a valid account (it may exist from a previous run: 1 row).
    const res = await upload(agent, {
      name: 'template.csv',
      bytes: Buffer.from(BULK_UPLOAD_TEMPLATE_CSV),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<BulkUploadResult>().upload.numUploaded).toBe(1);
  });

  it('creates the good rows linked to the agency with the tags and reports the bad ones', async () => {
    const tag = (await createTag(agent, unique('Imported'))).json<TagSaved>().tag;
    const good1 = unique('Bulk Good');
    const good2 = unique('Bulk Good');
    const res = await upload(
      agent,
      {
        name: 'accounts.csv',
        bytes: csv(
          `${good1},1 Main St,Boston,MA,02110,(617) 555-0100,${good1.replace(/\W/g, '').toLowerCase()}.com,"1,000,000"`,
          `"${good2}, Inc",2 Main St,Boston,ma,02110,,,`,
          `,3 Main St,Boston,MA,02110,,,`,
          `Bad Zip Co,4 Main St,Boston,MA,ABCDE,,,`,
          `${good1},9 Other St,Boston,MA,02110,,,`,
          `Money Co,5 Main St,Boston,MA,02110,,,lots`,
          `,,,,,,,`,
        ),
      },
      { tags: tag.id, redAccounts: 'true' },
    );
    expect(res.statusCode).toBe(201);
    const { upload: row, message } = res.json<BulkUploadResult>();
    expect(message).toBe('File uploaded successfully!');
    expect(row).toMatchObject({
      status: 'COMPLETED',
      numUploaded: 6,
      numSuccess: 2,
      numFailure: 4,
      hasReport: true,
      fileName: 'accounts.csv',
    });

    const created = await h.db
      .select({
        id: organisations.id,
        name: organisations.name,
        cbid: accountProfiles.cbid,
        state: accountProfiles.state,
        revenue: accountProfiles.totalRevenue,
      })
      .from(organisations)
      .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
      .where(inArray(organisations.name, [good1, `${good2}, Inc`]));
    expect(created).toHaveLength(2);
    expect(created.every((c) => /^CB-\d{7}$/.test(c.cbid))).toBe(true);
    expect(created.find((c) => c.name === good1)?.revenue).toBe(1_000_000);
    expect(created.find((c) => c.name !== good1)?.state).toBe('MA');
    const links = await h.db
      .select()
      .from(agencyAccounts)
      .where(
        inArray(
          agencyAccounts.accountId,
          created.map((c) => c.id),
        ),
      );
    expect(links).toHaveLength(2);
    expect(links.every((l) => l.agencyId === harbor && l.relation === 'ASSIGNED')).toBe(true);
    // The agent sees them through the accounts module.
    const seen = await agent.inject({
      method: 'GET',
      url: `/api/account/v1/accounts/${created[0]!.id}`,
    });
    expect(seen.statusCode).toBe(200);
    const tagged = await h.db
      .select()
      .from(accountTags)
      .where(
        inArray(
          accountTags.accountId,
          created.map((c) => c.id),
        ),
      );
    // the chosen tag + the "Red Account" tag on both accounts
    expect(tagged).toHaveLength(4);
    expect((await listTags(agent)).some((x) => x.name === 'Red Account')).toBe(true);

    const history = await agent.inject({ method: 'GET', url: '/api/account/v1/bulk-upload' });
    expect(history.statusCode).toBe(200);
    const page = BulkUploadPageSchema.parse(history.json());
    expect(page.content[0]).toMatchObject({
      id: row.id,
      numUploaded: 6,
      numSuccess: 2,
      numFailure: 4,
    });

    const report = await agent.inject({
      method: 'GET',
      url: `/api/account/v1/bulk-upload/${row.id}/report`,
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.headers['content-disposition']).toContain('attachment');
    const parsed = parseCsv(report.body);
    expect(parsed.ok).toBe(true);
    const rows = parsed.ok ? parsed.rows.filter((r) => r.length > 1) : [];
    expect(rows[0]).toEqual(['Row', ...HEADER.split(','), 'Errors']);
    const byRow = Object.fromEntries(rows.slice(1).map((r) => [r[0], r]));
    expect(Object.keys(byRow)).toEqual(['4', '5', '6', '7']);
    expect(byRow['4']!.at(-1)).toBe('Account Name is required');
    expect(byRow['5']![1]).toBe('Bad Zip Co');
    expect(byRow['5']!.at(-1)).toBe('Invalid ZIP Code');
    expect(byRow['6']!.at(-1)).toBe('Duplicate of row 2');
    expect(byRow['7']!.at(-1)).toBe('TotalRevenue must be a number');

    // Uploading the same good row again: a duplicate of an existing account of the agency.
    const again = await upload(agent, {
      name: 'again.csv',
      bytes: csv(`${good1},1 Main St,Boston,MA,02110,,,`),
    });
    expect(again.json<BulkUploadResult>().upload).toMatchObject({ numSuccess: 0, numFailure: 1 });
    const againReport = await agent.inject({
      method: 'GET',
      url: `/api/account/v1/bulk-upload/${again.json<BulkUploadResult>().upload.id}/report`,
    });
    expect(againReport.body).toContain(
      'This Client is already associated with someone else within your Agency!',
    );
  });

  it('another organisation cannot see or download the report', async () => {
    const res = await upload(agent, { name: 'x.csv', bytes: csv(`,1 Main St,Boston,MA,02110,,,`) });
    const id = res.json<BulkUploadResult>().upload.id;
    expect(
      (await wholesale.inject({ method: 'GET', url: `/api/account/v1/bulk-upload/${id}/report` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await wholesale.inject({ method: 'GET', url: `/api/account/v1/bulk-upload/${id}` }))
        .statusCode,
    ).toBe(404);
    const theirs = BulkUploadPageSchema.parse(
      (await wholesale.inject({ method: 'GET', url: '/api/account/v1/bulk-upload' })).json(),
    );
    expect(theirs.content.map((u) => u.id)).not.toContain(id);
    // The agency's other users and provider staff may.
    expect(
      (await agencyAdmin.inject({ method: 'GET', url: `/api/account/v1/bulk-upload/${id}/report` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin.inject({ method: 'GET', url: `/api/account/v1/bulk-upload/${id}/report` }))
        .statusCode,
    ).toBe(200);
  });

  it('is all or nothing: when the transaction fails no account is created', async () => {
    const boom = unique('Boom Trigger');
    const fine = unique('Would Be Fine');
    await h.db.execute(
      sql.raw(`create or replace function tags_bulk_test_boom() returns trigger as $$
      begin
        if new.name like 'Boom Trigger%' then raise exception 'boom'; end if;
        return new;
      end $$ language plpgsql`),
    );
    await h.db.execute(
      sql.raw(`create trigger tags_bulk_test_boom before insert on organisations
        for each row execute function tags_bulk_test_boom()`),
    );
    try {
      const res = await upload(agent, {
        name: 'boom.csv',
        bytes: csv(`${fine},1 Main St,Boston,MA,02110,,,`, `${boom},1 Main St,Boston,MA,02110,,,`),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('The upload failed; no account was created. Try again.');
      const rows = await h.db
        .select()
        .from(organisations)
        .where(inArray(organisations.name, [fine, boom]));
      expect(rows).toHaveLength(0);
      const history = BulkUploadPageSchema.parse(
        (await agent.inject({ method: 'GET', url: '/api/account/v1/bulk-upload' })).json(),
      );
      expect(history.content[0]).toMatchObject({
        fileName: 'boom.csv',
        status: 'FAILED',
        numUploaded: 2,
        numSuccess: 0,
      });
    } finally {
      await h.db.execute(sql.raw('drop trigger if exists tags_bulk_test_boom on organisations'));
    }
  });

  it('refuses a tag of another organisation', async () => {
    const theirs = (await createTag(wholesale, unique('Not yours'))).json<TagSaved>().tag;
    const res = await upload(
      agent,
      { name: 'a.csv', bytes: csv(`${unique('T')},1 Main St,Boston,MA,02110,,,`) },
      { tags: theirs.id },
    );
    expect(res.statusCode).toBe(404);
  });
});

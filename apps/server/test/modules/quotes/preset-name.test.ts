import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteView } from '@cyber/domain';
import { accountProfiles, quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

/** One rule for a quote's preset: a preset edited by hand is custom (null), wherever it came from. */
let t: TestApp;
let agent: Session;
let helpers: ReturnType<typeof accountHelpers>;

async function newAccount() {
  const id = (await helpers.create(agent, usAccount())).account.id;
  await t.database.db
    .update(accountProfiles)
    .set({ naicsCode: '541511', totalRevenue: 5_000_000, noOfEmployees: 40, profileScore: 8 })
    .where(eq(accountProfiles.organisationId, id));
  return id;
}

async function create(accountId: string, extra: Record<string, unknown>) {
  const res = await agent.inject({
    method: 'POST',
    url: '/api/quote/v1/P100',
    payload: { accountId, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<QuoteView>();
}

const edit = async (id: string, payload: Record<string, unknown>) => {
  const res = await agent.inject({ method: 'PUT', url: `/api/quote/v1/P100/${id}`, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QuoteView>();
};

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  agent = await t.signIn('agent@example.com');
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
});
afterAll(async () => t.close());

describe('the preset a quote is stored with', () => {
  it("keeps a named preset with the preset's own terms", async () => {
    const q = await create(await newAccount(), { presetName: 'POPULAR', limit: 1_000_000 });
    expect(q.presetName).toBe('POPULAR');
  });

  it('stores a preset whose terms were edited as custom, whichever preset it came from', async () => {
    const accountId = await newAccount();
    for (const presetName of ['BASIC', 'POPULAR', 'ELITE']) {
      const q = await create(accountId, { presetName, limit: 3_000_000 });
      expect(q.presetName, presetName).toBeNull();
    }
    const unknown = await create(accountId, { presetName: 'Whatever we like' });
    expect(unknown.presetName).toBeNull();
  });

  it('an edit that changes the terms makes a named quote custom, even without a name sent', async () => {
    const q = await create(await newAccount(), { presetName: 'POPULAR' });
    expect(q.presetName).toBe('POPULAR');
    const same = await edit(q.id, { limit: 1_000_000 });
    expect(same.presetName).toBe('POPULAR');
    const edited = await edit(q.id, { deductible: 50_000 });
    expect(edited.presetName).toBeNull();
  });

  it('a renewal sent as custom (null) is custom, not the old preset', async () => {
    const q = await create(await newAccount(), { presetName: 'POPULAR' });
    await t.database.db.update(quotes).set({ status: 'EXPIRED' }).where(eq(quotes.id, q.id));
    const res = await agent.inject({
      method: 'POST',
      url: `/api/quote/v1/P100/renew/${q.id}`,
      payload: { presetName: null },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<QuoteView>().presetName).toBeNull();
  });
});

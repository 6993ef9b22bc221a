import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountNotePageSchema,
  ENGAGEMENT_MESSAGES,
  QuoteNotePageSchema,
  type QuoteNote,
  type QuoteView,
} from '@cyber/domain';
import { accountNotes, accountProfiles, auditLog } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

let t: TestApp;
let helpers: ReturnType<typeof accountHelpers>;
let agent: Session;
let wholesale: Session;
let admin: Session;
let customer: Session;

type Err = { message: string; errors?: string[] };
const YEAR_MS = 365.25 * 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  agent = await t.signIn('agent@example.com');
  wholesale = await t.signIn('wholesale@example.com');
  admin = await t.signIn('admin@example.com');
  customer = await t.signIn('customer@example.com');
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
});
afterAll(async () => t.close());

/** A quote of the agent's agency on a new, quotable account. */
async function agentQuote() {
  const accountId = (await helpers.create(agent, usAccount())).account.id;
  await t.database.db
    .update(accountProfiles)
    .set({ naicsCode: '541511', totalRevenue: 5_000_000, noOfEmployees: 40, profileScore: 8 })
    .where(eq(accountProfiles.organisationId, accountId));
  const res = await agent.inject({
    method: 'POST',
    url: '/api/quote/v1/P100',
    payload: { accountId },
  });
  if (res.statusCode !== 201) throw new Error(`quote ${res.statusCode} ${res.body}`);
  return res.json<QuoteView>();
}

describe('quote notes', () => {
  it('add, list, change and delete a note; audited', async () => {
    const quote = await agentQuote();
    const url = `/api/quote/v1/${quote.id}/notes`;
    const created = await agent.inject({
      method: 'POST',
      url,
      payload: { body: 'Client wants a higher limit', noteType: 'UNDERWRITING' },
    });
    expect(created.statusCode).toBe(201);
    const note = created.json<QuoteNote>();
    expect(note).toMatchObject({
      quoteId: quote.id,
      noteType: 'UNDERWRITING',
      body: 'Client wants a higher limit',
      organisationName: 'Harbor Risk Partners',
      canEdit: true,
      canDelete: true,
    });
    expect(note.createdBy?.name).toBeTruthy();
    const list = QuoteNotePageSchema.parse((await agent.inject({ method: 'GET', url })).json());
    expect(list.content.map((n) => n.id)).toEqual([note.id]);

    t.clock.advance(60_000);
    const changed = await agent.inject({
      method: 'PUT',
      url: `/api/quote/v1/notes/${note.id}`,
      payload: { body: 'Client wants a $3M limit', noteType: 'GENERAL' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<QuoteNote>()).toMatchObject({ body: 'Client wants a $3M limit' });
    expect(changed.json<QuoteNote>().lastUpdated > note.lastUpdated).toBe(true);

    const removed = await agent.inject({ method: 'DELETE', url: `/api/quote/v1/notes/${note.id}` });
    expect(removed.statusCode).toBe(204);
    expect(
      QuoteNotePageSchema.parse((await agent.inject({ method: 'GET', url })).json()).content,
    ).toHaveLength(0);
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, note.id))
    ).map((a) => a.action);
    expect(actions.sort()).toEqual(['quote-note.create', 'quote-note.delete', 'quote-note.update']);
  });

  it('another agency’s quote is a 404; provider staff read every note but edit only their own', async () => {
    const quote = await agentQuote();
    const url = `/api/quote/v1/${quote.id}/notes`;
    const mine = (
      await agent.inject({ method: 'POST', url, payload: { body: 'Harbor only' } })
    ).json<QuoteNote>();
    for (const res of [
      await wholesale.inject({ method: 'GET', url }),
      await wholesale.inject({ method: 'POST', url, payload: { body: 'Summit' } }),
      await wholesale.inject({
        method: 'PUT',
        url: `/api/quote/v1/notes/${mine.id}`,
        payload: { body: 'Summit edit' },
      }),
      await wholesale.inject({ method: 'DELETE', url: `/api/quote/v1/notes/${mine.id}` }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const staff = await admin.inject({ method: 'POST', url, payload: { body: 'Provider view' } });
    expect(staff.statusCode).toBe(201);
    // the agency sees its own notes only; provider staff see all
    const agencyView = QuoteNotePageSchema.parse(
      (await agent.inject({ method: 'GET', url })).json(),
    );
    expect(agencyView.content.map((n) => n.body)).toEqual(['Harbor only']);
    const staffView = QuoteNotePageSchema.parse(
      (await admin.inject({ method: 'GET', url })).json(),
    );
    expect(staffView.content.map((n) => n.body).sort()).toEqual(['Harbor only', 'Provider view']);
    const harborNote = staffView.content.find((n) => n.id === mine.id)!;
    expect(harborNote).toMatchObject({ canEdit: false, canDelete: true });
    const edit = await admin.inject({
      method: 'PUT',
      url: `/api/quote/v1/notes/${mine.id}`,
      payload: { body: 'rewritten' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json<Err>().message).toBe(ENGAGEMENT_MESSAGES.noteAuthorOnly);
    // the agency cannot reach the provider's note
    const staffNote = staff.json<QuoteNote>();
    expect(
      (await agent.inject({ method: 'DELETE', url: `/api/quote/v1/notes/${staffNote.id}` }))
        .statusCode,
    ).toBe(404);
    // an unknown quote, a bad id
    expect(
      (
        await agent.inject({
          method: 'GET',
          url: '/api/quote/v1/00000000-0000-4000-8000-000000000000/notes',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await agent.inject({ method: 'GET', url: '/api/quote/v1/nope/notes' })).statusCode,
    ).toBe(400);
  });

  it('a note needs a body of at most 5000 characters; customers cannot write', async () => {
    const quote = await agentQuote();
    const url = `/api/quote/v1/${quote.id}/notes`;
    const empty = await agent.inject({ method: 'POST', url, payload: { body: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Err>().message).toContain('Note is required');
    const long = await agent.inject({ method: 'POST', url, payload: { body: 'x'.repeat(5001) } });
    expect(long.statusCode).toBe(400);
    const badType = await agent.inject({
      method: 'POST',
      url,
      payload: { body: 'x', noteType: 'GOSSIP' },
    });
    expect(badType.statusCode).toBe(400);
    expect(
      (await customer.inject({ method: 'POST', url, payload: { body: 'x' } })).statusCode,
    ).toBe(403);
  });

  it('lists the last five years by default; after/before are whole days; noteType filters', async () => {
    const quote = await agentQuote();
    const url = `/api/quote/v1/${quote.id}/notes`;
    const now = t.clock.now();
    const harborId = await helpers.orgId('Harbor Risk Partners');
    const at = (ms: number) => new Date(now.getTime() - ms);
    const old = at(5 * YEAR_MS + 30 * 86_400_000);
    const recent = at(4 * YEAR_MS);
    await t.database.db.insert(accountNotes).values([
      {
        accountId: quote.accountId,
        quoteId: quote.id,
        authorOrganisationId: harborId,
        body: 'six-ish years old',
        noteType: 'GENERAL',
        createdAt: old,
        updatedAt: old,
      },
      {
        accountId: quote.accountId,
        quoteId: quote.id,
        authorOrganisationId: harborId,
        body: 'four years old',
        noteType: 'SERVICE',
        createdAt: recent,
        updatedAt: recent,
      },
    ]);
    const bodies = async (query = '') =>
      QuoteNotePageSchema.parse(
        (await agent.inject({ method: 'GET', url: `${url}${query}` })).json(),
      ).content.map((n) => n.body);
    expect(await bodies()).toEqual(['four years old']);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    expect(await bodies(`?after=${day(old)}`)).toEqual(['four years old', 'six-ish years old']);
    // "before" runs to the end of its day, "after" from the start of its day
    expect(await bodies(`?after=${day(old)}&before=${day(old)}`)).toEqual(['six-ish years old']);
    expect(await bodies(`?after=${day(recent)}&before=${day(recent)}`)).toEqual(['four years old']);
    expect(await bodies(`?after=${day(old)}&noteType=SERVICE`)).toEqual(['four years old']);
    const bad = await agent.inject({ method: 'GET', url: `${url}?after=yesterday` });
    expect(bad.statusCode).toBe(400);
    const reversed = await agent.inject({
      method: 'GET',
      url: `${url}?after=${day(now)}&before=${day(old)}`,
    });
    expect(reversed.statusCode).toBe(400);

    // account notes: the same default range; a quote's notes stay with the quote
    const accountUrl = `/api/account/v1/accounts/${quote.accountId}/notes`;
    await t.database.db.insert(accountNotes).values({
      accountId: quote.accountId,
      authorOrganisationId: harborId,
      body: 'old account note',
      createdAt: old,
      updatedAt: old,
    });
    await agent.inject({
      method: 'POST',
      url: accountUrl,
      payload: { body: 'fresh account note' },
    });
    const accountBodies = async (query = '') =>
      AccountNotePageSchema.parse(
        (await agent.inject({ method: 'GET', url: `${accountUrl}${query}` })).json(),
      ).content.map((n) => n.body);
    expect(await accountBodies()).toEqual(['fresh account note']);
    expect(await accountBodies(`?after=${day(old)}`)).toEqual([
      'fresh account note',
      'old account note',
    ]);
    expect(await accountBodies(`?after=${day(old)}&before=${day(old)}`)).toEqual([
      'old account note',
    ]);
  });
});

describe('one notes module for accounts and quotes', () => {
  it('an account note and a quote note stay apart: each list and each route reaches its own', async () => {
    const quote = await agentQuote();
    const quoteUrl = `/api/quote/v1/${quote.id}/notes`;
    const accountUrl = `/api/account/v1/accounts/${quote.accountId}/notes`;
    const onQuote = (
      await agent.inject({ method: 'POST', url: quoteUrl, payload: { body: 'on the quote' } })
    ).json<QuoteNote>();
    const onAccount = (
      await agent.inject({ method: 'POST', url: accountUrl, payload: { body: 'on the account' } })
    ).json<{ id: string }>();

    const accountList = AccountNotePageSchema.parse(
      (await agent.inject({ method: 'GET', url: accountUrl })).json(),
    );
    expect(accountList.content.map((n) => n.body)).toEqual(['on the account']);
    const quoteList = QuoteNotePageSchema.parse(
      (await agent.inject({ method: 'GET', url: quoteUrl })).json(),
    );
    expect(quoteList.content.map((n) => n.body)).toEqual(['on the quote']);

    // the account's delete route does not reach a quote's note, nor the quote routes an account's
    expect(
      (await agent.inject({ method: 'DELETE', url: `${accountUrl}/${onQuote.id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await agent.inject({
          method: 'PUT',
          url: `/api/quote/v1/notes/${onAccount.id}`,
          payload: { body: 'moved' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await agent.inject({ method: 'DELETE', url: `/api/quote/v1/notes/${onAccount.id}` }))
        .statusCode,
    ).toBe(404);

    const actions = async (id: string) =>
      (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map(
        (a) => a.action,
      );
    expect(await actions(onAccount.id)).toEqual(['account-note.create']);
    expect(await actions(onQuote.id)).toEqual(['quote-note.create']);
  });

  it("the quote flow's note for the underwriter is one of the quote's notes", async () => {
    const accountId = (await helpers.create(agent, usAccount())).account.id;
    await t.database.db
      .update(accountProfiles)
      .set({ naicsCode: '541511', totalRevenue: 5_000_000, noOfEmployees: 40, profileScore: 8 })
      .where(eq(accountProfiles.organisationId, accountId));
    const created = await agent.inject({
      method: 'POST',
      url: '/api/quote/v1/P100',
      payload: { accountId, underwriterNote: 'Long-standing client' },
    });
    expect(created.statusCode).toBe(201);
    const quote = created.json<QuoteView>();
    const list = QuoteNotePageSchema.parse(
      (await agent.inject({ method: 'GET', url: `/api/quote/v1/${quote.id}/notes` })).json(),
    );
    expect(list.content).toEqual([
      expect.objectContaining({
        quoteId: quote.id,
        noteType: 'UNDERWRITING',
        body: 'Long-standing client',
        organisationName: 'Harbor Risk Partners',
        canEdit: true,
        canDelete: true,
      }),
    ]);
  });
});

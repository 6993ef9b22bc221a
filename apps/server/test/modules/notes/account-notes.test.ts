import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountNotePageSchema } from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

let t: TestApp;
let h: ReturnType<typeof accountHelpers>;
let agent: Session;
let admin: Session;
let broker: Session;
beforeAll(async () => {
  t = await buildTestApp();
  h = accountHelpers(t);
  [agent, admin, broker] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('broker@example.com'),
  ]);
});
afterAll(() => t.close());

describe('notes', () => {
  it('each organisation sees its own notes; provider staff see all', async () => {
    // Harbor's account that Summit also sees (LINKED).
    const search = await agent.inject({
      method: 'GET',
      url: '/api/account/v1/accounts/search?search=Bayview',
    });
    const id = search.json().content[0].id as string;
    const url = `/api/account/v1/accounts/${id}/notes`;
    const wholesale = await t.signIn('wholesale@example.com');
    const mine = await agent.inject({
      method: 'POST',
      url,
      payload: { body: 'Harbor note: renewal in March' },
    });
    expect(mine.statusCode).toBe(201);
    const theirs = await wholesale.inject({
      method: 'POST',
      url,
      payload: { body: 'Summit note: market to Keystone', noteType: 'UNDERWRITING' },
    });
    expect(theirs.statusCode).toBe(201);

    const harborNotes = AccountNotePageSchema.parse(
      (await agent.inject({ method: 'GET', url })).json(),
    );
    expect(harborNotes.content.map((n) => n.body)).toEqual(['Harbor note: renewal in March']);
    expect(harborNotes.content[0]).toMatchObject({
      canDelete: true,
      organisationName: 'Harbor Risk Partners',
    });
    const summitNotes = AccountNotePageSchema.parse(
      (await wholesale.inject({ method: 'GET', url })).json(),
    );
    expect(summitNotes.content.map((n) => n.body)).toEqual(['Summit note: market to Keystone']);
    const all = AccountNotePageSchema.parse((await admin.inject({ method: 'GET', url })).json());
    expect(all.content.map((n) => n.body)).toEqual(
      expect.arrayContaining(['Harbor note: renewal in March', 'Summit note: market to Keystone']),
    );

    // Summit cannot delete Harbor's note (not visible: 404); Harbor can.
    const harborNoteId = mine.json().id as string;
    expect(
      (await wholesale.inject({ method: 'DELETE', url: `${url}/${harborNoteId}` })).statusCode,
    ).toBe(404);
    expect(
      (await agent.inject({ method: 'DELETE', url: `${url}/${harborNoteId}` })).statusCode,
    ).toBe(204);
    expect((await agent.inject({ method: 'GET', url })).json().totalElements).toBe(0);
    // Another agency cannot even list them.
    expect((await broker.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('a note needs a body', async () => {
    const { account } = await h.create(agent, usAccount());
    const res = await agent.inject({
      method: 'POST',
      url: `/api/account/v1/accounts/${account.id}/notes`,
      payload: { body: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Note is required');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ONBOARDING_MESSAGES,
  REFERENCE_MESSAGES,
  type BlacklistedDomain,
  type BlacklistedDomainPage,
} from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { inviteAndRead, NEW_PASSWORD } from '../onboarding/helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t.close());

const URL_BASE = '/api/auth/v1/blacklist/domains';
const add = (name: unknown, as = admin) =>
  as.inject({ method: 'POST', url: URL_BASE, payload: { name } });
const list = (query = '', as = admin) => as.inject({ method: 'GET', url: `${URL_BASE}?${query}` });
const remove = (id: string, as = admin) =>
  as.inject({ method: 'DELETE', url: `${URL_BASE}/${id}` });

describe('blacklisted domains', () => {
  it('adds a domain with the scheme and path stripped; lists it (25 per page by default)', async () => {
    const res = await add('https://Spam-Mail.example.org/signup?x=1');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'spam-mail.example.org',
      createdBy: 'Alex Morgan',
    });
    const page = (await list()).json<BlacklistedDomainPage>();
    expect(page.size).toBe(25);
    expect(page.content.map((d) => d.name)).toContain('spam-mail.example.org');
    const searched = (await list('search=SPAM')).json<BlacklistedDomainPage>();
    expect(searched.content.map((d) => d.name)).toEqual(['spam-mail.example.org']);
  });

  it('refuses invalid or empty names (400) and the same domain twice (409)', async () => {
    for (const bad of ['not a domain', 'localhost', '-bad.com', 'exa_mple.com', 'a..com']) {
      const res = await add(bad);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(REFERENCE_MESSAGES.invalidDomain);
    }
    const empty = await add('  ');
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(REFERENCE_MESSAGES.domainRequired);
    expect((await add('dupe.example.net')).statusCode).toBe(201);
    const again = await add('http://DUPE.example.net');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFERENCE_MESSAGES.domainAlreadyBlacklisted);
  });

  it('deletes (204), then 404; others get 403', async () => {
    const created = (await add('short-lived.example.com')).json<BlacklistedDomain>();
    const agent = await t.signIn('agencyadmin@example.com');
    expect((await list('', agent)).statusCode).toBe(403);
    expect((await add('x.example.com', agent)).statusCode).toBe(403);
    expect((await remove(created.id, agent)).statusCode).toBe(403);
    expect((await remove(created.id)).statusCode).toBe(204);
    const gone = await remove(created.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(REFERENCE_MESSAGES.domainNotFound);
  });
});

describe('enforcement at invitation, sign-up and join', () => {
  const person = (email: string) => ({
    email,
    firstName: 'Blake',
    lastName: 'Listed',
    kind: 'EXISTING_ACCOUNT',
  });

  it('an invitation to an address of a blacklisted domain (or a sub-domain) is refused with 400', async () => {
    const created = (await add('blocked-corp.com')).json<BlacklistedDomain>();
    const agencyAdmin = await t.signIn('agencyadmin@example.com');
    for (const email of ['someone@blocked-corp.com', 'someone@mail.Blocked-Corp.com']) {
      const res = await agencyAdmin.inject({
        method: 'POST',
        url: '/api/auth/v1/invitations',
        payload: person(email),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        REFERENCE_MESSAGES.emailDomainBlacklisted('blocked-corp.com'),
      );
    }
    // A look-alike domain is not covered.
    const other = await agencyAdmin.inject({
      method: 'POST',
      url: '/api/auth/v1/invitations',
      payload: person('someone@notblocked-corp.com'),
    });
    expect(other.statusCode).toBe(201);
    // Once off the list, the address can be invited.
    await remove(created.id);
    const allowed = await agencyAdmin.inject({
      method: 'POST',
      url: '/api/auth/v1/invitations',
      payload: person('someone@blocked-corp.com'),
    });
    expect(allowed.statusCode).toBe(201);
  });

  it('a sign-up or join started before the domain was blacklisted is refused with 400', async () => {
    const founder = await inviteAndRead(t, 'admin@example.com', {
      email: 'founder@later-banned.io',
      firstName: 'Frankie',
      lastName: 'Founder',
      kind: 'NEW_ACCOUNT',
      accountType: 'AGENCY',
    });
    const joiner = await inviteAndRead(t, 'agencyadmin@example.com', {
      ...person('joiner@later-banned.io'),
      roleKey: 'agent',
    });
    expect((await add('later-banned.io')).statusCode).toBe(201);

    const signup = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v1/signup?validationToken=${founder.token}`,
      payload: {
        invitationCode: founder.code,
        password: NEW_PASSWORD,
        organization: 'Banned Brokers',
        firstName: 'Frankie',
        lastName: 'Founder',
        npn: '7712345',
        accountType: 'AGENCY',
      },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().message).toBe(
      REFERENCE_MESSAGES.emailDomainBlacklisted('later-banned.io'),
    );

    const join = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v1/join?validationToken=${joiner.token}`,
      payload: { firstName: 'Jamie', lastName: 'Joiner', password: NEW_PASSWORD },
    });
    expect(join.statusCode).toBe(400);
    expect(join.json().message).toBe(REFERENCE_MESSAGES.emailDomainBlacklisted('later-banned.io'));
    expect(join.json().message).not.toBe(ONBOARDING_MESSAGES.emailInUse);
  });
});

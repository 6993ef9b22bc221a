import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WORKFLOW_MESSAGES,
  WORKFLOW_SCOPES,
  WORKFLOW_STARTS_PER_ADDRESS_PER_HOUR,
} from '@cyber/domain';
import { buildTestApp, scopesOf, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Inject = Awaited<ReturnType<TestApp['signIn']>>['inject'];
const start = (inject: Inject, payload: object) =>
  inject({ method: 'POST', url: '/api/auth/v1/wf', payload });
const info = (id: string) => t.app.inject({ method: 'GET', url: `/api/auth/v1/wf/${id}` });
const sendEmail = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/v1/wf/access/${id}` });
const sendSms = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/v1/wf/access/phone/${id}` });
const token = (workflowId: string, secret: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/v1/wf/token', payload: { workflowId, secret } });

describe('starting a workflow', () => {
  it('needs quote:manage; a customer is refused', async () => {
    const customer = await t.signIn('customer@example.com');
    const res = await start(customer.inject, {
      flow: 'E_PAY',
      email: 'payer@example.org',
      redirectUrl: '/policy/1/accountant-payment',
    });
    expect(res.statusCode).toBe(403);
  });

  it('validates the redirect and the phone', async () => {
    const { inject } = await t.signIn('agent@example.com');
    const external = await start(inject, {
      flow: 'quote',
      email: 'x@example.org',
      redirectUrl: 'https://evil.example/steal',
    });
    expect(external.statusCode).toBe(400);
    const badPhone = await start(inject, {
      flow: 'quote',
      email: 'x@example.org',
      phone: '123',
      redirectUrl: '/quote/1',
    });
    expect(badPhone.statusCode).toBe(400);
  });
});

describe('a workflow without a user', () => {
  it('e-mails the link, masks the e-mail, sends a code and redirects once', async () => {
    const { inject } = await t.signIn('agent@example.com');
    const started = await start(inject, {
      flow: 'SURPLUS_NOTICE',
      email: 'insured@example.org',
      phone: '(202) 555-0199',
      redirectUrl: '/quote/42/attest-surplus-notice',
      data: { quoteId: '42' },
    });
    expect(started.statusCode).toBe(201);
    const { id, url } = started.json();
    expect(url).toMatch(new RegExp(`/validate/${id}$`));
    expect((await t.linkIn('insured@example.org', 'workflow-link')).pathname).toBe(
      `/validate/${id}`,
    );

    const shown = await info(id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      id,
      flow: 'SURPLUS_NOTICE',
      email: 'in•••••@example.org',
      flowUserPhone: '•••-•••-0199',
      hasPhone: true,
    });
    expect(shown.body).not.toContain('insured@');
    expect(shown.body).not.toContain('5550199');

    expect((await token(id, '123456')).json().message).toBe(WORKFLOW_MESSAGES.codeMissing);

    const sent = await sendSms(id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ channel: 'SMS', sentTo: '•••-•••-0199' });
    const code = await t.codeIn('+12025550199', 'workflow-code');

    const wrong = await token(id, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WORKFLOW_MESSAGES.codeInvalid);

    const ok = await token(id, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ redirectURL: '/quote/42/attest-surplus-notice' });

    // Used: the workflow is gone for good (401 sends the page to /login).
    const reused = await token(id, code);
    expect(reused.statusCode).toBe(401);
    expect((await info(id)).statusCode).toBe(401);
  });

  it('400 when texting a flow without a phone; resend is rate-limited', async () => {
    const { inject } = await t.signIn('agent@example.com');
    const { id } = (
      await start(inject, { flow: 'E_PAY', email: 'payer@example.org', redirectUrl: '/pay' })
    ).json();
    expect((await info(id)).json()).toMatchObject({ hasPhone: false, flowUserPhone: null });
    const sms = await sendSms(id);
    expect(sms.statusCode).toBe(400);
    expect(sms.json().message).toBe(WORKFLOW_MESSAGES.noPhone);

    expect((await sendEmail(id)).statusCode).toBe(200);
    const tooSoon = await sendEmail(id);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(WORKFLOW_MESSAGES.tooSoon);
  });

  it('a code expires after 5 minutes; resending by e-mail replaces it', async () => {
    const { inject } = await t.signIn('agent@example.com');
    const { id } = (
      await start(inject, { flow: 'E_PAY', email: 'late@example.org', redirectUrl: '/pay' })
    ).json();
    await sendEmail(id);
    const stale = await t.codeIn('late@example.org', 'workflow-code');
    t.clock.advance(5 * 60_000 + 1_000);
    const expired = await token(id, stale);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(WORKFLOW_MESSAGES.codeExpired);

    await sendEmail(id);
    const fresh = await t.codeIn('late@example.org', 'workflow-code');
    if (fresh !== stale) expect((await token(id, stale)).statusCode).toBe(400);
    expect((await token(id, fresh)).statusCode).toBe(200);
  });

  it('five wrong codes void the code', async () => {
    const { inject } = await t.signIn('agent@example.com');
    const { id } = (
      await start(inject, { flow: 'quote', email: 'guess@example.org', redirectUrl: '/q' })
    ).json();
    await sendEmail(id);
    const code = await t.codeIn('guess@example.org', 'workflow-code');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await token(id, wrong)).statusCode).toBe(400);
    const blocked = await token(id, code);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe(WORKFLOW_MESSAGES.tooManyAttempts);
  });

  it('an unknown, malformed or expired workflow is a 401', async () => {
    expect((await info('00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
    expect((await info('not-a-uuid')).statusCode).toBe(401);
    expect((await sendEmail('not-a-uuid')).statusCode).toBe(401);
    const { inject } = await t.signIn('agent@example.com');
    const { id } = (
      await start(inject, { flow: 'quote', email: 'old@example.org', redirectUrl: '/q' })
    ).json();
    t.clock.advance(8 * 86_400_000);
    expect((await info(id)).statusCode).toBe(401);
    expect((await token(id, '123456')).statusCode).toBe(401);
  });
});

describe('a workflow that belongs to a user', () => {
  it('a colleague cannot get a session as the person: an agent starting one for its agency admin gets a redirect only', async () => {
    const agent = await t.signIn('agent@example.com');
    const { id } = (
      await start(agent.inject, {
        flow: 'quote',
        email: 'agencyadmin@example.com',
        redirectUrl: '/agency/dashboard',
      })
    ).json();
    await sendEmail(id);
    // Even with the code from the admin's mailbox: no tokens, so no admin scopes.
    const res = await token(id, await t.codeIn('agencyadmin@example.com', 'workflow-code'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectURL: '/agency/dashboard' });
  });

  it('provider staff start one that opens a session scoped to the flow, at every refresh', async () => {
    const admin = await t.signIn('admin@example.com');
    const { id } = (
      await start(admin.inject, {
        flow: 'quote',
        email: 'agent@example.com',
        redirectUrl: '/agency/dashboard',
      })
    ).json();
    await sendEmail(id);
    const ok = await token(id, await t.codeIn('agent@example.com', 'workflow-code'));
    expect(ok.statusCode).toBe(200);
    const body = ok.json<{ redirectURL: string; accessToken: string; refreshToken: string }>();
    expect(body.redirectURL).toBe('/agency/dashboard');
    const as = (accessToken: string) => (opts: { method: 'GET' | 'POST'; url: string }) =>
      t.app.inject({ ...opts, headers: { authorization: `Bearer ${accessToken}` } });
    const scoped = as(body.accessToken);
    expect((await scoped({ method: 'GET', url: '/api/auth/v1/me' })).json().email).toBe(
      'agent@example.com',
    );
    expect(scopesOf(body.accessToken).every((s) => WORKFLOW_SCOPES.quote.includes(s))).toBe(true);
    // The agent's own rights beyond the flow are not in it: accounts, tags, teams.
    for (const url of [
      '/api/account/v1/accounts/search',
      '/api/account/v1/tags',
      '/api/auth/v1/teams/all',
    ]) {
      expect((await scoped({ method: 'GET', url })).statusCode).toBe(403);
    }
    // A refresh keeps the limit; switching organisation is refused.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/access',
      payload: { refreshToken: body.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const again = refreshed.json<{ accessToken: string }>().accessToken;
    expect(scopesOf(again).every((s) => WORKFLOW_SCOPES.quote.includes(s))).toBe(true);
    const me = (await scoped({ method: 'GET', url: '/api/auth/v1/me' })).json();
    const switched = await as(again)({
      method: 'POST',
      url: `/api/auth/v1/accounts/${me.account.id}/myToken`,
    });
    expect(switched.statusCode).toBe(403);
  });

  it('starting is limited per address and per caller', async () => {
    const admin = await t.signIn('underwriter@example.com');
    const answers = [];
    for (let i = 0; i < WORKFLOW_STARTS_PER_ADDRESS_PER_HOUR + 1; i++) {
      answers.push(
        (
          await start(admin.inject, {
            flow: 'E_PAY',
            email: 'limited.address@example.com',
            redirectUrl: '/pay',
            notify: false,
          })
        ).statusCode,
      );
    }
    expect(answers.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('never signs in a user of another organisation, nor an authenticator user', async () => {
    const agent = await t.signIn('agent@example.com');
    const other = (
      await start(agent.inject, { flow: 'quote', email: 'customer@example.com', redirectUrl: '/q' })
    ).json();
    await sendEmail(other.id);
    const res = await token(other.id, await t.codeIn('customer@example.com', 'workflow-code'));
    expect(res.json()).toEqual({ redirectURL: '/q' });

    const admin = await t.signIn('admin@example.com');
    const totpUser = (
      await start(admin.inject, { flow: 'quote', email: 'mfa@example.com', redirectUrl: '/q' })
    ).json();
    await sendEmail(totpUser.id);
    const res2 = await token(totpUser.id, await t.codeIn('mfa@example.com', 'workflow-code'));
    expect(res2.json()).toEqual({ redirectURL: '/q' });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WEBHOOK_MESSAGES,
  WebhookDeliveryPageSchema,
  WebhookPageSchema,
  type Webhook,
  type WebhookDeliveryPage,
  type WebhookPage,
} from '@cyber/domain';
import {
  auditLog,
  organisations,
  webhookDeliveries,
  webhooks,
} from '../../../src/db/schema/index.ts';
import {
  embeddedIpv4,
  isPublicAddress,
  resolveTarget,
} from '../../../src/modules/webhooks/services/address-guard.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { configureHook, createHook, credential, type Session } from './support.ts';

let t: TestApp;
let admin: Session;
let agencyAdmin: Session;
let agent: Session;
let harborId: string;
let summitId: string;

const orgId = async (name: string) => {
  const [row] = await t.database.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.name, name));
  return row!.id;
};

beforeAll(async () => {
  t = await buildTestApp();
  [admin, agencyAdmin, agent] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn('agencyadmin@example.com'),
    t.signIn('agent@example.com'),
  ]);
  harborId = await orgId('Harbor Risk Partners');
  summitId = await orgId('Summit Wholesale Brokers');
});
afterAll(() => t.close());

const list = async (s: Session, query = '') => {
  const res = await s.inject({ method: 'GET', url: `/api/webhook/v1${query}` });
  expect(res.statusCode).toBe(200);
  return WebhookPageSchema.parse(res.json()) as WebhookPage;
};

describe('create (WebHookCreate)', () => {
  it('an agency admin creates a hook for the own agency, audited', async () => {
    const res = await agencyAdmin.inject({
      method: 'POST',
      url: '/api/webhook/v1/createHook',
      payload: { companyName: '  Acme Receiver  ' },
    });
    expect(res.statusCode).toBe(201);
    const { message, webhook } = res.json<{ message: string; webhook: Webhook }>();
    expect(message).toBe(WEBHOOK_MESSAGES.created);
    expect(webhook).toMatchObject({
      companyName: 'Acme Receiver',
      organisationId: harborId,
      organisationName: 'Harbor Risk Partners',
      clientId: null,
      clientSecret: null,
      hasClientSecret: false,
      webhookUrl: null,
      status: 'NOT_CONFIGURED',
      active: true,
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'webhook.create'));
    expect(audits.some((a) => a.entityId === webhook.id)).toBe(true);
  });

  it('an agency admin cannot scope a hook to another organisation', async () => {
    const res = await agencyAdmin.inject({
      method: 'POST',
      url: '/api/webhook/v1/createHook',
      payload: { companyName: 'Elsewhere', organisationId: summitId },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(WEBHOOK_MESSAGES.invalidOrganisation);
  });

  it('a provider admin scopes a hook to any organisation, or none', async () => {
    const scoped = await createHook(admin, {
      companyName: 'Summit feed',
      organisationId: summitId,
    });
    expect(scoped.organisationId).toBe(summitId);
    const global = await createHook(admin, { companyName: 'Platform feed' });
    expect(global.organisationId).toBeNull();
    const unknown = await admin.inject({
      method: 'POST',
      url: '/api/webhook/v1/createHook',
      payload: { companyName: 'Ghost', organisationId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(WEBHOOK_MESSAGES.invalidOrganisation);
  });

  it('requires a company name', async () => {
    for (const payload of [{}, { companyName: '   ' }]) {
      const res = await agencyAdmin.inject({
        method: 'POST',
        url: '/api/webhook/v1/createHook',
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(WEBHOOK_MESSAGES.companyNameRequired);
    }
  });

  it('needs webhook:manage', async () => {
    const res = await agent.inject({
      method: 'POST',
      url: '/api/webhook/v1/createHook',
      payload: { companyName: 'Nope' },
    });
    expect(res.statusCode).toBe(403);
    expect((await agent.inject({ method: 'GET', url: '/api/webhook/v1' })).statusCode).toBe(403);
  });
});

describe('list', () => {
  it('provider staff see every hook; an agency admin only the agency’s', async () => {
    const all = await list(admin, '?size=100');
    const orgs = new Set(all.content.map((h) => h.organisationId));
    expect(orgs.has(harborId)).toBe(true);
    expect(orgs.has(summitId)).toBe(true);
    expect(orgs.has(null)).toBe(true);

    const own = await list(agencyAdmin, '?size=100');
    expect(own.content.length).toBeGreaterThan(0);
    expect(own.content.every((h) => h.organisationId === harborId)).toBe(true);
    // The demo hook is there: inactive, not configured, nothing to call.
    expect(own.content.some((h) => h.companyName.includes('sample receiver'))).toBe(true);

    const filtered = await list(admin, `?organisationId=${summitId}`);
    expect(filtered.content.every((h) => h.organisationId === summitId)).toBe(true);
    // An agency admin naming another organisation still sees only its own.
    const sneaky = await list(agencyAdmin, `?organisationId=${summitId}`);
    expect(sneaky.content.every((h) => h.organisationId === harborId)).toBe(true);
  });

  it('searches, sorts and pages', async () => {
    await createHook(agencyAdmin, { companyName: 'Zebra Search Target' });
    const found = await list(agencyAdmin, '?search=zebra%20search');
    expect(found.content.map((h) => h.companyName)).toEqual(['Zebra Search Target']);
    const sorted = await list(agencyAdmin, '?sort=companyName,asc&size=100');
    const names = sorted.content.map((h) => h.companyName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const paged = await list(agencyAdmin, '?size=1&page=1');
    expect(paged.content).toHaveLength(1);
    expect(paged.totalElements).toBeGreaterThan(1);
  });
});

describe('edit (WebHookEdit)', () => {
  it('sets client id, sealed secret and URL; the secret comes back masked only', async () => {
    const hook = await createHook(agencyAdmin, { companyName: 'Edit me' });
    const secret = credential('secret');
    const clientId = credential('client');
    const res = await agencyAdmin.inject({
      method: 'PUT',
      url: '/api/webhook/v1',
      payload: {
        id: hook.id,
        clientId,
        clientSecret: secret,
        webhookUrl: 'https://hooks.example.com/cyber',
      },
    });
    expect(res.statusCode).toBe(200);
    const { message, webhook } = res.json<{ message: string; webhook: Webhook }>();
    expect(message).toBe(WEBHOOK_MESSAGES.updated);
    expect(webhook).toMatchObject({
      clientId,
      webhookUrl: 'https://hooks.example.com/cyber',
      hasClientSecret: true,
      status: 'ACTIVE',
    });
    expect(webhook.clientSecret).toBe(`${'•'.repeat(28)}${secret.slice(-4)}`);
    expect(res.body).not.toContain(secret);

    // Sealed at rest, and opens to the secret.
    const [row] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row!.clientSecretSealed).toMatch(/^v1\./);
    expect(row!.clientSecretSealed).not.toContain(secret);
    expect(t.app.ctx.secrets.open(row!.clientSecretSealed!)).toBe(secret);
    // Nor is it in the audit log.
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, hook.id));
    expect(JSON.stringify(audits)).not.toContain(secret);

    // Leaving the secret out keeps it; deactivating shows INACTIVE.
    const kept = await configureHook(agencyAdmin, hook.id, {
      clientId,
      webhookUrl: 'https://hooks.example.com/cyber/v2',
      active: false,
    });
    expect(kept).toMatchObject({ status: 'INACTIVE', hasClientSecret: true });
    const [again] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(t.app.ctx.secrets.open(again!.clientSecretSealed!)).toBe(secret);
  });

  it('validates lengths, URL and the first secret with messages', async () => {
    const hook = await createHook(agencyAdmin, { companyName: 'Validate me' });
    const base = {
      id: hook.id,
      clientId: credential('c'),
      clientSecret: credential('s'),
      webhookUrl: 'https://hooks.example.com/in',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ clientId: 'short' }, WEBHOOK_MESSAGES.clientIdLength],
      [{ clientId: undefined }, WEBHOOK_MESSAGES.clientIdRequired],
      [{ clientSecret: 'x'.repeat(33) }, WEBHOOK_MESSAGES.clientSecretLength],
      [{ clientSecret: `${'a'.repeat(31)}!` }, WEBHOOK_MESSAGES.credentialCharacters],
      [{ webhookUrl: 'https://a.io/x' }, WEBHOOK_MESSAGES.webhookUrlTooShort],
      [{ webhookUrl: '' }, WEBHOOK_MESSAGES.webhookUrlRequired],
      [{ webhookUrl: 'ftp://files.example.com/in' }, WEBHOOK_MESSAGES.webhookUrlInvalid],
      [{ webhookUrl: 'not a url at all, really' }, WEBHOOK_MESSAGES.webhookUrlInvalid],
      [
        { webhookUrl: 'https://user:pw@hooks.example.com/' },
        WEBHOOK_MESSAGES.webhookUrlCredentials,
      ],
      [{ clientSecret: undefined }, WEBHOOK_MESSAGES.clientSecretRequired],
      [{ webhookUrl: 'http://127.0.0.1:8080/hook' }, WEBHOOK_MESSAGES.webhookUrlPrivate],
      [{ webhookUrl: 'http://169.254.169.254/latest' }, WEBHOOK_MESSAGES.webhookUrlPrivate],
      [{ webhookUrl: 'http://[::ffff:10.0.0.1]/hook' }, WEBHOOK_MESSAGES.webhookUrlPrivate],
      [{ webhookUrl: 'http://localhost:3000/hook' }, WEBHOOK_MESSAGES.webhookUrlPrivate],
    ];
    for (const [override, message] of cases) {
      const res = await agencyAdmin.inject({
        method: 'PUT',
        url: '/api/webhook/v1',
        payload: { ...base, ...override },
      });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().message, JSON.stringify(override)).toContain(message);
    }
  });

  it("another organisation's hook is a 404 for edit, delete, deliveries and test", async () => {
    const summitHook = await createHook(admin, {
      companyName: 'Summit only',
      organisationId: summitId,
    });
    const body = {
      id: summitHook.id,
      clientId: credential('c'),
      clientSecret: credential('s'),
      webhookUrl: 'https://hooks.example.com/in',
    };
    const calls = [
      agencyAdmin.inject({ method: 'PUT', url: '/api/webhook/v1', payload: body }),
      agencyAdmin.inject({ method: 'DELETE', url: `/api/webhook/v1/${summitHook.id}` }),
      agencyAdmin.inject({ method: 'GET', url: `/api/webhook/v1/${summitHook.id}/deliveries` }),
      agencyAdmin.inject({ method: 'POST', url: `/api/webhook/v1/${summitHook.id}/test` }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(WEBHOOK_MESSAGES.notFound);
    }
    // The provider admin can still edit it.
    expect(
      (await admin.inject({ method: 'PUT', url: '/api/webhook/v1', payload: body })).statusCode,
    ).toBe(200);
  });
});

describe('delete (WebHookDeleteConfirm)', () => {
  it('removes the hook from the list; a second delete is a 404', async () => {
    const hook = await createHook(agencyAdmin, { companyName: 'Delete me' });
    const res = await agencyAdmin.inject({ method: 'DELETE', url: `/api/webhook/v1/${hook.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(WEBHOOK_MESSAGES.deleted);
    expect((await list(agencyAdmin, '?size=100')).content.map((h) => h.id)).not.toContain(hook.id);
    const again = await agencyAdmin.inject({ method: 'DELETE', url: `/api/webhook/v1/${hook.id}` });
    expect(again.statusCode).toBe(404);
    const bad = await agencyAdmin.inject({ method: 'DELETE', url: '/api/webhook/v1/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('test event and address guard (private addresses not allowed)', () => {
  it('a hook that is not configured cannot be tested', async () => {
    const hook = await createHook(agencyAdmin, { companyName: 'Unconfigured' });
    const res = await agencyAdmin.inject({
      method: 'POST',
      url: `/api/webhook/v1/${hook.id}/test`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WEBHOOK_MESSAGES.notConfigured);
  });

  it('a private address is REFUSED at delivery, without retry', async () => {
    const hook = await createHook(agencyAdmin, { companyName: 'Private target' });
    await configureHook(agencyAdmin, hook.id, {
      clientId: credential('c'),
      clientSecret: credential('s'),
      webhookUrl: 'https://hooks.example.com/cyber',
    });
    // As if the address had changed since it was saved: delivery checks it again.
    await t.database.db
      .update(webhooks)
      .set({ webhookUrl: 'http://127.0.0.1:9/cyber-hook' })
      .where(eq(webhooks.id, hook.id));
    const queued = await agencyAdmin.inject({
      method: 'POST',
      url: `/api/webhook/v1/${hook.id}/test`,
    });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({
      message: WEBHOOK_MESSAGES.testQueued,
      delivery: { status: 'PENDING', eventType: 'webhook.test', attempts: 0 },
    });
    await t.app.ctx.jobs.runDue();
    const page = WebhookDeliveryPageSchema.parse(
      (
        await agencyAdmin.inject({ method: 'GET', url: `/api/webhook/v1/${hook.id}/deliveries` })
      ).json(),
    ) as WebhookDeliveryPage;
    expect(page.content).toHaveLength(1);
    expect(page.content[0]).toMatchObject({ status: 'REFUSED', attempts: 1, responseStatus: null });
    expect(page.content[0]!.lastError).toMatch(/not a public address/);
    // Nothing is left to retry (read from the table: a day later the session has expired).
    t.clock.advance(24 * 3_600_000);
    await t.app.ctx.jobs.runDue();
    const rows = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook.id));
    expect(rows).toEqual([expect.objectContaining({ status: 'REFUSED', attempts: 1 })]);
  });
});

describe('address classification', () => {
  const policy = { allowPrivate: false, allowedHosts: ['relay.internal'] };
  it('refuses a name with any private answer; pins the checked address otherwise', async () => {
    const answers: Record<string, { address: string; family: number }[]> = {
      'rebind.example.com': [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ],
      'public.example.com': [{ address: '93.184.216.34', family: 4 }],
      'relay.internal': [{ address: '10.0.0.9', family: 4 }],
    };
    const resolver = async (host: string) => answers[host] ?? [];
    const target = (url: string) => resolveTarget(new URL(url), policy, resolver);
    expect(await target('https://rebind.example.com/x')).toMatchObject({ ok: false });
    expect(await target('https://public.example.com/x')).toEqual({
      ok: true,
      address: '93.184.216.34',
      family: 4,
    });
    // A host on the allow-list may resolve anywhere.
    expect(await target('https://relay.internal/x')).toMatchObject({
      ok: true,
      address: '10.0.0.9',
    });
    expect(await target('http://[fd00::1]/x')).toMatchObject({ ok: false });
    await expect(target('https://nowhere.example.com/x')).rejects.toThrow(/no address/);
  });

  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '127.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd12:3456::1',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2001:db8::1',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('finds IPv4 inside IPv6', () => {
    expect(embeddedIpv4('::ffff:192.168.0.1')).toBe('192.168.0.1');
    expect(embeddedIpv4('::ffff:c0a8:1')).toBe('192.168.0.1');
    expect(embeddedIpv4('2606:4700::1111')).toBeNull();
    expect(isPublicAddress('not-an-ip')).toBe(false);
  });
});

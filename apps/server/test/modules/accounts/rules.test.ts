import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileScoreSchema } from '@cyber/domain';
import { blacklistedDomains } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, ukAccount, type Session } from './support.ts';

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
  await h.db.insert(blacklistedDomains).values({ name: 'spam-domain.com' });
});
afterAll(() => t.close());

const createErrors = async (s: Session, body: Record<string, unknown>) => {
  const res = await s.inject({ method: 'POST', url: '/api/account/v1/accounts', payload: body });
  expect(res.statusCode).toBe(400);
  return (res.json<{ errors?: string[]; message: string }>().errors ?? []).join('\n');
};

describe('validation messages (spec 2 §5)', () => {
  it.each([
    [{ name: '   ' }, 'Account Name is required'],
    [{ name: 'x'.repeat(101) }, 'Account Name is exceeding 100 Characters. Please reset Handler.'],
    [{ physicalAddress: { city: 'B0ston', state: 'MA', zipCode: '02110' } }, 'Invalid City'],
    [{ physicalAddress: { city: 'Boston', state: 'MA', zipCode: '00000' } }, 'Invalid ZIP Code'],
    [{ physicalAddress: { city: 'Boston', state: 'MA', zipCode: '1234' } }, 'Invalid ZIP Code'],
    [{ physicalAddress: { city: 'Boston', state: 'ZZ', zipCode: '02110' } }, 'Invalid State'],
    [{ physicalAddress: { state: 'MA', zipCode: '02110' } }, 'City is required'],
    [{ phone: '555-0100' }, 'Invalid phone number'],
    [{ totalRevenue: 1_000_000_000_001 }, 'must be less than or equal to 1 Trillion Dollars.'],
    [{ totalRevenue: 0 }, 'Total revenue must be at least 1'],
    [{ yearEstablished: 1499 }, 'Year established must be between 1500 and'],
    [{ yearEstablished: new Date().getFullYear() + 1 }, 'Year established must be between'],
    [{ noOfEmployees: 0 }, 'Number of employees must be a whole number of at least 1'],
    [{ domainName: 'not a domain' }, 'Only enter one domain'],
    [{ domainName: 'nodot' }, 'Not a valid domain name'],
    [{ naicsCode: '5' }, 'Industry code must be 2 to 6 digits'],
  ])('%j → %s', async (patch, message) => {
    expect(await createErrors(agent, usAccount(patch))).toContain(message);
  });

  it('UK: postcode and phone rules', async () => {
    expect(
      await createErrors(
        broker,
        ukAccount({ physicalAddress: { city: 'London', zipCode: '02110' } }),
      ),
    ).toContain('Invalid UK postal code');
    expect(await createErrors(broker, ukAccount({ phone: '2125550100' }))).toContain(
      'Invalid phone number',
    );
    expect(await createErrors(broker, ukAccount({ totalRevenue: 2e12 }))).toContain(
      'Total turnover must be less than or equal to 1 Trillion Dollars.',
    );
  });

  it('a blacklisted or implausible domain: "Only valid domains are accepted."', async () => {
    for (const domainName of ['spam-domain.com', 'mail.spam-domain.com', 'co.uk', 'shop.test']) {
      const res = await agent.inject({
        method: 'POST',
        url: '/api/account/v1/accounts',
        payload: usAccount({ domainName }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Only valid domains are accepted.');
    }
  });
});

describe('domain check', () => {
  const check = (domain: string) =>
    agent.inject({ method: 'POST', url: '/api/account/v1/domain/check', payload: { domain } });

  it('strips the scheme and path and answers the spec messages', async () => {
    const ok = await check('https://www.Bellwether-Cyber.com/products?x=1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      domain: 'www.bellwether-cyber.com',
      valid: true,
      message: 'Valid domain found!',
    });
    for (const bad of ['spam-domain.com', 'example.com', 'co.uk', 'intranet.local']) {
      const res = await check(bad);
      expect(res.json()).toMatchObject({
        valid: false,
        message: 'Invalid Domain! Try a different domain name.',
      });
    }
  });

  it('bad entries are a 400 with the field messages', async () => {
    expect((await check('')).json().message).toBe('Please enter a domain name.');
    expect((await check('a.com, b.com')).json().message).toBe('Only enter one domain');
    expect((await check('under_score.com')).json().message).toBe('Not a valid domain name');
    expect((await check('')).statusCode).toBe(400);
  });

  it('needs account:manage', async () => {
    const customer = await t.signIn('customer@example.com');
    const res = await customer.inject({
      method: 'POST',
      url: '/api/account/v1/domain/check',
      payload: { domain: 'a.com' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('address validation', () => {
  const validate = (payload: Record<string, unknown>) =>
    broker.inject({ method: 'POST', url: '/api/account/v1/address/validate', payload });

  it('GBR: a bad postcode and city are named with UK labels', async () => {
    const res = await validate({
      country: 'GBR',
      address1: '1 High St',
      city: 'L0ndon',
      zipCode: 'ZZ9 9ZZ',
    });
    expect(res.json()).toEqual({
      verified: false,
      errorFields: ['city', 'zipCode'],
      localizedErrorFieldNames: ['Town/City', 'Postcode'],
    });
    const good = await validate({
      country: 'GBR',
      address1: '221B Baker Street',
      city: 'London',
      zipCode: 'NW1 6XE',
    });
    expect(good.json()).toEqual({ verified: true, errorFields: [], localizedErrorFieldNames: [] });
  });

  it('USA: zip and state', async () => {
    const res = await validate({
      country: 'USA',
      address1: '1 Main',
      city: 'Austin',
      zipCode: 'x',
    });
    expect(res.json().errorFields).toEqual(['state', 'zipCode']);
  });
});

describe('profile score', () => {
  it('is stored on every write and explained by the score endpoint', async () => {
    const { account } = await h.create(agent, usAccount({ phone: null }));
    const url = `/api/account/v1/accounts/${account.id}/score`;
    let score = ProfileScoreSchema.parse((await agent.inject({ method: 'GET', url })).json());
    expect(score).toMatchObject({ profileScore: 1, maxScore: 10, minToQuote: 4, canQuote: false });
    expect(score.facts.address).toBe(true);
    expect(score.facts.phone).toBe(false);
    await agent.inject({
      method: 'PUT',
      url: `/api/account/v1/accounts/${account.id}`,
      payload: usAccount({
        name: String(account.name),
        phone: '6175550100',
        totalRevenue: 1_000_000,
        noOfEmployees: 10,
      }),
    });
    score = ProfileScoreSchema.parse((await agent.inject({ method: 'GET', url })).json());
    expect(score).toMatchObject({ profileScore: 4, canQuote: true });
  });
});

describe('decline', () => {
  it('declines with product, reason and summary; twice is a 409', async () => {
    const { account } = await h.create(agent, usAccount());
    const url = `/api/account/v1/accounts/decline/${account.id}`;
    const payload = {
      productType: 'CYBER',
      reason: 'Poor Controls',
      reasonSummary: 'No MFA on remote access.',
    };
    // Declining is an underwriting decision: the agency that placed the account may not.
    const byAgent = await agent.inject({ method: 'PUT', url, payload });
    expect(byAgent.statusCode).toBe(403);
    const res = await admin.inject({ method: 'PUT', url, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Account Declined Successfully!');
    expect(res.json().account).toMatchObject({
      accountStatus: 'DECLINED',
      declined: {
        productType: 'CYBER',
        reason: 'Poor Controls',
        reasonSummary: 'No MFA on remote access.',
      },
    });
    expect((await admin.inject({ method: 'PUT', url, payload })).statusCode).toBe(409);
    expect((await broker.inject({ method: 'PUT', url, payload })).statusCode).toBe(404);
    const bad = await admin.inject({ method: 'PUT', url, payload: { productType: 'X' } });
    expect(bad.statusCode).toBe(400);
  });
});

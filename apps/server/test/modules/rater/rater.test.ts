import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RATER_MESSAGES,
  RATING_MESSAGES,
  type CalculatorResult,
  type CoverageRules,
  type IrpmResult,
  type PresetResult,
  type RaterData,
  type RaterGlobalsResult,
  type RaterPresetList,
  type RaterPresetSaved,
} from '@cyber/domain';
import {
  accountProfiles,
  accountRiskScans,
  accountSecurityAnswers,
  featureFlags,
  raterPresets,
} from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

let t: TestApp;
let agent: Session;
let otherAgency: Session;
let admin: Session;

const EFFECTIVE = '2026-01-15';
const baseInput = {
  product: 'P100',
  state: 'TX',
  industryCode: '541511',
  revenue: 5_000_000,
  employees: 40,
  limit: 1_000_000,
  deductible: 25_000,
  effectiveDate: EFFECTIVE,
};

const calc = (s: Session, payload: Record<string, unknown>) =>
  s.inject({ method: 'POST', url: '/api/rater/v1/calculator', payload });

beforeAll(async () => {
  t = await buildTestApp();
  agent = await t.signIn('agent@example.com');
  otherAgency = await t.signIn('wholesale@example.com');
  admin = await t.signIn('admin@example.com');
});
afterAll(async () => t.close());

describe('calculator', () => {
  it('rates an explicit input and defaults the aggregate limit to the limit', async () => {
    const res = await calc(agent, baseInput);
    expect(res.statusCode).toBe(200);
    const body = res.json<CalculatorResult>();
    expect(body.aggregateLimit).toBe(1_000_000);
    expect(body.premium).toBeGreaterThan(0);
    expect(body.total).toBeGreaterThanOrEqual(body.premium);
    expect(body.breakdown.map((s) => s.code)[0]).toBe('BASE');
    expect(body.accountId).toBeNull();
    expect(['READY', 'INDICATION', 'REFERRED', 'DECLINED']).toContain(body.statusHint);
  });

  it('is deterministic: the same input gives the same premium', async () => {
    const a = (await calc(agent, baseInput)).json<CalculatorResult>();
    const b = (await calc(agent, baseInput)).json<CalculatorResult>();
    expect(b.premium).toBe(a.premium);
    expect(b.total).toBe(a.total);
    expect(b.breakdown).toEqual(a.breakdown);
  });

  it('maps YES/NO security answers to booleans', async () => {
    const strings = await calc(agent, {
      ...baseInput,
      securityAnswers: { mfaEmail: 'YES', incidentResponsePlan: 'NO' },
    });
    const booleans = await calc(agent, {
      ...baseInput,
      securityAnswers: { mfaEmail: true, incidentResponsePlan: false },
    });
    expect(strings.statusCode).toBe(200);
    expect(strings.json<CalculatorResult>().premium).toBe(
      booleans.json<CalculatorResult>().premium,
    );
    const unanswered = (await calc(agent, baseInput)).json<CalculatorResult>();
    const step = (r: CalculatorResult) => r.breakdown.find((s) => s.code === 'SECURITY_ANSWERS');
    expect(step(strings.json<CalculatorResult>())).not.toEqual(step(unanswered));
  });

  it('answers 400 with field messages for invalid input', async () => {
    const res = await calc(agent, { ...baseInput, industryCode: 'abc', deductible: 3 });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: string[] }>();
    expect(body.errors).toContain(`industryCode: ${RATING_MESSAGES.industryCode}`);
    expect(body.errors.some((e) => e.startsWith('deductible: '))).toBe(true);
    const bad = await calc(agent, { ...baseInput, securityAnswers: { mfaEmail: 'MAYBE' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: string[] }>().errors).toContain(
      `securityAnswers.mfaEmail: ${RATING_MESSAGES.yesNo}`,
    );
  });

  it('an aggregate below the limit is refused', async () => {
    const res = await calc(agent, { ...baseInput, aggregateLimit: 500_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors).toContain(
      `aggregateLimit: ${RATING_MESSAGES.aggregateBelowLimit}`,
    );
  });

  it('needs quote:view and a sign-in', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/rater/v1/calculator',
      payload: baseInput,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes the Boost V5 flag from the feature flags for the 250 products', async () => {
    const input = { ...baseInput, product: 'P250' };
    const off = (await calc(agent, input)).json<CalculatorResult>();
    expect(off.boostVersion).toBe('V4');
    await t.database.db
      .update(featureFlags)
      .set({ enabled: true })
      .where(eq(featureFlags.key, 'boost-v5'));
    const on = (await calc(agent, { ...input, boostV5Enabled: false })).json<CalculatorResult>();
    expect(on.boostVersion).toBe('V5');
    await t.database.db
      .update(featureFlags)
      .set({ enabled: false })
      .where(eq(featureFlags.key, 'boost-v5'));
  });
});

describe('calculator with an account', () => {
  let accountId: string;

  beforeAll(async () => {
    const { create } = accountHelpers(t);
    accountId = (await create(agent, usAccount())).account.id;
    const db = t.database.db;
    await db
      .update(accountProfiles)
      .set({ naicsCode: '541511', totalRevenue: 8_000_000, noOfEmployees: 60, state: 'CA' })
      .where(eq(accountProfiles.organisationId, accountId));
    await db
      .insert(accountSecurityAnswers)
      .values({
        accountId,
        answers: {
          mfaEmail: true,
          incidentResponsePlan: true,
          p250Details: { dmzSeparation: true },
        },
      })
      .onConflictDoUpdate({
        target: accountSecurityAnswers.accountId,
        set: {
          answers: {
            mfaEmail: true,
            incidentResponsePlan: true,
            p250Details: { dmzSeparation: true },
          },
        },
      });
    const factors = {
      networkSecurity: 80,
      cloudSecurity: 80,
      endpointSecurity: 80,
      darkIntelligence: 80,
      fundsTransfer: 80,
      cyberExtortion: 80,
      compliance: 80,
      insiderThreat: 80,
      supplyChain: 80,
    };
    await db.insert(accountRiskScans).values({
      accountId,
      provider: 'TEST',
      factors: { ...factors, networkSecurity: 10 },
      companyScore: 70,
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    await db.insert(accountRiskScans).values({
      accountId,
      provider: 'TEST',
      factors,
      companyScore: 80,
      // newer than the scan made when the account was created
      createdAt: new Date(Date.now() + 86_400_000),
    });
  });

  it("reads the account's firmographics, answers and newest risk factors", async () => {
    const res = await calc(agent, {
      accountId,
      product: 'P100',
      limit: 1_000_000,
      deductible: 25_000,
      effectiveDate: EFFECTIVE,
    });
    expect(res.statusCode).toBe(200);
    const viaAccount = res.json<CalculatorResult>();
    expect(viaAccount.accountId).toBe(accountId);
    const explicit = (
      await calc(agent, {
        ...baseInput,
        state: 'CA',
        revenue: 8_000_000,
        employees: 60,
        securityAnswers: { mfaEmail: 'YES', incidentResponsePlan: 'YES', dmzSeparation: 'YES' },
        riskFactors: {
          networkSecurity: 80,
          cloudSecurity: 80,
          endpointSecurity: 80,
          darkIntelligence: 80,
          fundsTransfer: 80,
          cyberExtortion: 80,
          compliance: 80,
          insiderThreat: 80,
          supplyChain: 80,
        },
      })
    ).json<CalculatorResult>();
    expect(viaAccount.premium).toBe(explicit.premium);
    expect(viaAccount.breakdown).toEqual(explicit.breakdown);
  });

  it('explicit fields win over the account', async () => {
    const res = await calc(agent, {
      accountId,
      product: 'P100',
      state: 'TX',
      limit: 1_000_000,
      deductible: 25_000,
      effectiveDate: EFFECTIVE,
    });
    const step = res.json<CalculatorResult>().breakdown.find((s) => s.code === 'STATE')!;
    expect(step.value).toBe(1.05);
  });

  it("another agency's account is a 404", async () => {
    const res = await calc(otherAgency, {
      accountId,
      product: 'P100',
      limit: 1_000_000,
      deductible: 25_000,
      effectiveDate: EFFECTIVE,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(RATER_MESSAGES.accountNotFound);
  });
});

describe('presets', () => {
  it('resolves a built-in preset for an industry', async () => {
    const res = await agent.inject({
      method: 'POST',
      url: '/api/rater/v1/presets/541511/POPULAR',
      payload: { product: 'P100' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<PresetResult>();
    expect(body.presetValue).toBe(2);
    expect(body.builtIn).toBe(true);
    expect(body.globals).toMatchObject({ limit: 1_000_000, deductible: 25_000, waitingPeriod: 12 });
    expect(body.coverages.map((c) => c.id)).toContain(24);
  });

  it('CUSTOM (-1) needs a preset id or settings', async () => {
    const bare = await agent.inject({
      method: 'POST',
      url: '/api/rater/v1/presets/541511/-1',
      payload: { product: 'P100' },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ message: string }>().message).toBe(RATER_MESSAGES.customPresetBody);
    const custom = await agent.inject({
      method: 'POST',
      url: '/api/rater/v1/presets/541511/-1',
      payload: {
        product: 'P100',
        custom: { limit: 2_000_000, deductible: 10_000, waitingPeriod: 8, retroActivePeriod: 1 },
      },
    });
    expect(custom.statusCode).toBe(200);
    expect(custom.json<PresetResult>()).toMatchObject({
      preset: 'CUSTOM',
      presetValue: -1,
      globals: { limit: 2_000_000, aggregateLimit: 2_000_000 },
    });
  });

  it('an unknown preset is a 400', async () => {
    const res = await agent.inject({
      method: 'POST',
      url: '/api/rater/v1/presets/541511/PLATINUM',
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(RATER_MESSAGES.presetUnknown);
  });

  it('custom presets: create, override by name, update, delete, isolated per agency', async () => {
    const body = {
      name: 'Elite',
      product: 'P100',
      naicsCode: '5415',
      limit: 3_000_000,
      deductible: 50_000,
      waitingPeriod: 24,
      retroActivePeriod: -1,
      coverages: [{ key: 'DATA_RESTORATION' }],
    };
    const created = await agent.inject({
      method: 'POST',
      url: '/api/rater/v1/presets/custom',
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json<RaterPresetSaved>();
    expect(saved.message).toBe(RATER_MESSAGES.presetCreated);
    const id = saved.preset.id;

    const again = await agent.inject({
      method: 'POST',
      url: '/api/rater/v1/presets/custom',
      payload: body,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(RATER_MESSAGES.presetNameTaken);

    // The agency's ELITE overrides the built-in one for its industry; not for the other agency.
    const mine = (
      await agent.inject({
        method: 'POST',
        url: '/api/rater/v1/presets/541511/ELITE',
        payload: { product: 'P100' },
      })
    ).json<PresetResult>();
    expect(mine).toMatchObject({ id, overridden: true, globals: { limit: 3_000_000 } });
    const theirs = (
      await otherAgency.inject({
        method: 'POST',
        url: '/api/rater/v1/presets/541511/ELITE',
        payload: { product: 'P100' },
      })
    ).json<PresetResult>();
    expect(theirs).toMatchObject({
      builtIn: true,
      overridden: false,
      globals: { limit: 2_000_000 },
    });

    const list = (
      await otherAgency.inject({ method: 'GET', url: '/api/rater/v1/presets?product=P100' })
    ).json<RaterPresetList>();
    expect(list.content.some((p) => p.id === id)).toBe(false);
    expect(list.content.filter((p) => p.builtIn).map((p) => p.name)).toEqual(
      expect.arrayContaining(['BASIC', 'POPULAR', 'ELITE']),
    );
    const own = (
      await agent.inject({ method: 'GET', url: '/api/rater/v1/presets?product=P100' })
    ).json<RaterPresetList>();
    expect(own.content.some((p) => p.id === id && !p.builtIn)).toBe(true);

    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await otherAgency.inject({
        method,
        url: `/api/rater/v1/presets/${id}`,
        ...(method === 'PUT' ? { payload: body } : {}),
      });
      expect(res.statusCode).toBe(404);
    }

    const updated = await agent.inject({
      method: 'PUT',
      url: `/api/rater/v1/presets/${id}`,
      payload: { ...body, limit: 4_000_000 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<RaterPresetSaved>().preset.limit).toBe(4_000_000);

    const removed = await agent.inject({ method: 'DELETE', url: `/api/rater/v1/presets/${id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ message: string }>().message).toBe(RATER_MESSAGES.presetDeleted);
    const gone = await t.database.db.select().from(raterPresets).where(eq(raterPresets.id, id));
    expect(gone).toHaveLength(0);
  });

  it('validates custom presets with field messages', async () => {
    const res = await agent.inject({
      method: 'POST',
      url: '/api/rater/v1/presets/custom',
      payload: {
        name: '',
        product: 'P100',
        limit: 1_200_000,
        deductible: 7,
        waitingPeriod: 12,
        retroActivePeriod: -1,
      },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: string[] }>().errors;
    expect(errors).toContain(`name: ${RATER_MESSAGES.presetName}`);
    expect(errors).toContain(`limit: ${RATER_MESSAGES.limit}`);
    expect(errors).toContain(`deductible: ${RATER_MESSAGES.deductible}`);
  });

  it('built-in presets are read-only', async () => {
    const [builtIn] = (
      await agent.inject({ method: 'GET', url: '/api/rater/v1/presets?product=P100' })
    )
      .json<RaterPresetList>()
      .content.filter((p) => p.builtIn);
    for (const s of [agent, admin]) {
      const res = await s.inject({ method: 'DELETE', url: `/api/rater/v1/presets/${builtIn!.id}` });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(RATER_MESSAGES.builtInReadOnly);
    }
  });
});

describe('rules', () => {
  it('coverage rules carry flags and the spec messages', async () => {
    const res = await agent.inject({
      method: 'POST',
      url: '/api/rater/v1/rules/511210',
      payload: { state: 'AK', product: 'P250', effectiveDate: EFFECTIVE, boostV5Enabled: false },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<CoverageRules>();
    expect(body.boostVersion).toBe('V4');
    const byKey = new Map(body.coverages.map((c) => [c.key, c]));
    expect(byKey.get('SOCIAL_ENGINEERING')).toMatchObject({
      available: false,
      message: 'State Not Supported',
    });
    expect(byKey.get('WEBSITE_MEDIA_CONTENT_LIABILITY')).toMatchObject({
      available: false,
      message: 'Not Available For Industry / State!',
    });
    expect(body.coverages.some((c) => c.mandatory && c.locked)).toBe(true);
    expect(byKey.get('EXTORTION_THREATS_AND_RANSOM')?.disabled).toBe(true);
  });

  it('coverage rules validate the body', async () => {
    const res = await agent.inject({
      method: 'POST',
      url: '/api/rater/v1/rules/541511',
      payload: { state: 'TX', product: 'P100', effectiveDate: '2026-02-30' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors).toContain(
      `effectiveDate: ${RATER_MESSAGES.date}`,
    );
  });

  it('globals list aggLimits, deductibles and hrs', async () => {
    const res = await agent.inject({
      method: 'POST',
      url: '/api/rater/v1/rules/globals/CA',
      payload: { product: 'P100' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<RaterGlobalsResult>();
    expect(body.aggLimits[0]).toBe(1_000_000);
    expect(body.aggLimits.at(-1)).toBe(5_000_000);
    expect(body.hrs).toEqual([6, 8, 12, 24]);
    expect(body.deductibles).toContain(25_000);
    expect(body.irpm).toEqual({ min: 0.85, max: 1.15 });
    expect(body.defaults.preset).toBe(2);
  });

  it('Tech E&O rate and endorsement rules by date, state and paper', async () => {
    const rate = await agent.inject({
      method: 'GET',
      url: `/api/rater/v1/rules/techeno-rate?state=TX&effectiveDate=${EFFECTIVE}&isSurplus=false`,
    });
    expect(rate.statusCode).toBe(200);
    expect(rate.json<{ rate: number }>().rate).toBeGreaterThan(0);
    const rules = await agent.inject({
      method: 'GET',
      url: `/api/rater/v1/rules/endorsement?state=TX&effectiveDate=${EFFECTIVE}&isSurplus=true`,
    });
    expect(rules.statusCode).toBe(200);
    const war = rules
      .json<{ content: { key: string; mandatory: boolean }[] }>()
      .content.find((r) => r.key === 'WAR_EXCLUSION');
    expect(war?.mandatory).toBe(true);
    const bad = await agent.inject({
      method: 'GET',
      url: '/api/rater/v1/rules/endorsement?state=TX&effectiveDate=tomorrow',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('rater data and all raters', async () => {
    const data = (
      await agent.inject({ method: 'GET', url: '/api/rater/v1/raterdata' })
    ).json<RaterData>();
    expect(data.coverages.find((c) => c.id === 24)?.key).toBe('CYBER_CRIME');
    expect(data.presets.map((p) => p.value)).toEqual([1, 2, 3, -1]);
    expect(data.defaults).toMatchObject({ limit: 1_000_000, deductible: 25_000, preset: 2 });
    const plans = await agent.inject({ method: 'GET', url: '/api/rater/v1/all-raters' });
    expect(plans.statusCode).toBe(200);
    expect(
      plans.json<{ content: { product: string; version: string }[] }>().content,
    ).toContainEqual(expect.objectContaining({ product: 'P100', version: expect.any(String) }));
  });
});

describe('irpm', () => {
  it('computes the modifier, direction and bounds', async () => {
    const res = await agent.inject({
      method: 'POST',
      url: '/api/rater/v1/irpm',
      payload: {
        state: 'CA',
        characteristics: {
          companyStability: -5,
          drPlanning: -5,
          dcmPractices: -5,
          securityAwareness: -5,
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<IrpmResult>();
    expect(body.total).toBe(-20);
    expect(body.modifier).toBe(0.8);
    expect(body.direction).toBe('CREDIT');
    expect(body.bounds).toEqual({ min: 0.85, max: 1.15 });
    expect(body.applied).toBe(0.85);
  });

  it("marks a characteristic outside its range 'Invalid'", async () => {
    const res = await agent.inject({
      method: 'POST',
      url: '/api/rater/v1/irpm',
      payload: { state: 'TX', characteristics: { companyStability: 6, financialCondition: 2 } },
    });
    const body = res.json<IrpmResult>();
    expect(body.valid).toBe(false);
    expect(body.characteristics.find((c) => c.key === 'companyStability')?.message).toBe('Invalid');
    expect(body.modifier).toBeNull();
    const debit = await agent.inject({
      method: 'POST',
      url: '/api/rater/v1/irpm',
      payload: { state: 'TX', characteristics: { financialCondition: 2.5 } },
    });
    expect(debit.json<IrpmResult>()).toMatchObject({ modifier: 1.025, direction: 'DEBIT' });
  });
});

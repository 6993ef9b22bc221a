import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CyberFormSchema,
  SecurityQuestionsSaveResultSchema,
  SecurityQuestionsSchema,
  SocialEngineeringResultSchema,
  TechEoFormSchema,
} from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

let t: TestApp;
let h: ReturnType<typeof accountHelpers>;
let agent: Session;
let admin: Session;
let broker: Session;
let accountId: string;
let akAccountId: string;
const base = () => `/api/account/v1/accounts/${accountId}`;

beforeAll(async () => {
  t = await buildTestApp();
  h = accountHelpers(t);
  [agent, admin, broker] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('broker@example.com'),
  ]);
  accountId = (await h.create(agent, usAccount())).account.id;
  akAccountId = (
    await h.create(
      agent,
      usAccount({
        physicalAddress: { address1: '1 Main St', city: 'Juneau', state: 'AK', zipCode: '99801' },
      }),
    )
  ).account.id;
});
afterAll(() => t.close());

const allSections = {
  isVerifyingBankAccounts: true,
  isAuthenticatingFundTransferRequests: false,
  isPreventingUnauthorizedWireTransfers: true,
  claimHistory: 2,
  mfaEmail: true,
  p250Details: {
    thirdPartySecurityAgreement: true,
    testedFullFailover: false,
    dmzSeparation: true,
    backupFrequency: 'WEEKLY',
  },
};

const messages = (body: string) => {
  const parsed = JSON.parse(body) as { message: string; errors?: string[] };
  return (parsed.errors ?? [parsed.message]).join('\n');
};

describe('security questions', () => {
  it('GET before any save: unanswered (null), backupFrequency SIX_MONTHS, never answered', async () => {
    const res = await agent.inject({ method: 'GET', url: `${base()}/security-questions` });
    expect(res.statusCode).toBe(200);
    const body = SecurityQuestionsSchema.parse(res.json());
    expect(body.accountId).toBe(accountId);
    expect(body.lastSecurityAnswered).toBeNull();
    expect(body.isVerifyingBankAccounts).toBeNull();
    expect(body.p250Details?.backupFrequency).toBe('SIX_MONTHS');
  });

  it('PUT echoes the answers, stores lastSecurityAnswered (unix seconds) and audits', async () => {
    // the app's own (fixed) clock, not the wall clock: a slow machine must not matter
    const before = Math.floor(t.clock.now().getTime() / 1000);
    const res = await agent.inject({
      method: 'PUT',
      url: `${base()}/security-questions`,
      payload: { ...allSections, accountId, wholesaleReference: 'W-17' },
    });
    expect(res.statusCode).toBe(200);
    const body = SecurityQuestionsSaveResultSchema.parse(res.json());
    expect(body).toMatchObject({
      ...allSections,
      p250Details: { ...allSections.p250Details },
      accountId,
      wholesaleReference: 'W-17',
      requotedQuotes: [],
    });
    expect(body.lastSecurityAnswered).toBeGreaterThanOrEqual(before);
    expect(body.lastSecurityAnswered).toBeLessThan(before + 3600 * 48);
    expect(Number.isInteger(body.lastSecurityAnswered)).toBe(true);

    const again = await agent.inject({ method: 'GET', url: `${base()}/security-questions` });
    expect(again.json()).toMatchObject({
      isAuthenticatingFundTransferRequests: false,
      claimHistory: 2,
      wholesaleReference: 'W-17',
      p250Details: { backupFrequency: 'WEEKLY', testedFullFailover: false },
      lastSecurityAnswered: body.lastSecurityAnswered,
    });
    const audit = await h.auditRows('security-questions.update');
    expect(audit.some((a) => a.entityId === accountId)).toBe(true);
  });

  it('a later partial save keeps the answers it does not send; the wholesale spelling is read', async () => {
    const res = await agent.inject({
      method: 'PUT',
      url: `${base()}/security-questions`,
      payload: {
        coverageIds: [24],
        quoting: true,
        isVerifyingBankAccounts: true,
        isAuthenticatingFundsTransferRequest: true,
        isPreventingUnauthorizedWireTransfers: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isAuthenticatingFundTransferRequests: true,
      claimHistory: 2,
      p250Details: { dmzSeparation: true, backupFrequency: 'WEEKLY' },
    });
  });

  it('validation: the shown sections are required; clear 400 messages', async () => {
    const missing = await agent.inject({
      method: 'PUT',
      url: `${base()}/security-questions`,
      payload: { mfaEmail: true },
    });
    expect(missing.statusCode).toBe(400);
    const text = messages(missing.body);
    expect(text).toContain('isVerifyingBankAccounts: Please select an answer');
    expect(text).toContain('p250Details.thirdPartySecurityAgreement: Please select an answer');
    expect(text).toContain('p250Details.testedFullFailover: Please select an answer');

    const fsfOnly = await agent.inject({
      method: 'PUT',
      url: `${base()}/security-questions`,
      payload: {
        coverageIds: [34],
        quoting: true,
        p250Details: { testedFullFailover: true, dmzSeparation: true, backupFrequency: null },
      },
    });
    expect(messages(fsfOnly.body)).toContain('Backup frequency is required');

    const bad = await agent.inject({
      method: 'PUT',
      url: `${base()}/security-questions`,
      payload: { quoting: true, claimHistory: 9, mfaEmail: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.body)).toContain('Claim history must be a whole number from 0 to 5');
    expect(messages(bad.body)).toContain('Answer Yes or No');

    const other = await agent.inject({
      method: 'PUT',
      url: `${base()}/security-questions`,
      payload: { quoting: true, accountId: akAccountId },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('accountId does not match the account in the path');
  });

  it("another organisation's account is a 404 (read and write); provider staff see it", async () => {
    const read = await broker.inject({ method: 'GET', url: `${base()}/security-questions` });
    expect(read.statusCode).toBe(404);
    const write = await broker.inject({
      method: 'PUT',
      url: `${base()}/security-questions`,
      payload: allSections,
    });
    expect(write.statusCode).toBe(404);
    for (const path of ['cyber-form', 'tech-eo-form', 'social-engineering']) {
      const res = await broker.inject({ method: 'GET', url: `${base()}/${path}` });
      expect(res.statusCode, path).toBe(404);
    }
    const staff = await admin.inject({ method: 'GET', url: `${base()}/security-questions` });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().claimHistory).toBe(2);
  });

  it('an unknown account is a 404 and no session a 401', async () => {
    const url = '/api/account/v1/accounts/00000000-0000-4000-8000-000000000000/security-questions';
    expect((await agent.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

const cyberForm = {
  training: 'YES',
  mfaEmail: 'YES',
  mfaRemoteSystemAccess: 'YES',
  mfaAdminAccounts: 'NO',
  mfaCloud: 'YES',
  mfaVendor: 'YES',
  mfaComments: 'Admin MFA rolls out next quarter',
  backupFrequency: 'DAILY',
  backupTypes: ['CLOUD', 'OFFLINE'],
  patchingFrequency: 'WITHIN_7_DAYS',
  vendorManagement: 'YES',
  encryptionAtRest: 'YES',
  encryptionInTransit: 'YES',
  encryptionOnDevices: 'UNCERTAIN',
  planIncidentResponse: 'YES',
  planDisasterRecovery: 'YES',
  planBusinessContinuity: 'YES',
  plansComments: 'not shown: every plan is in place',
  edr: 'YES',
  edrVendor: 'Acme EDR',
  priorCoverage: true,
  priorOrPendingClaimCircumstances: false,
  cyberEvent: false,
  privacyLitigation: false,
  unscheduledSystemDowntime: false,
};

describe('cyber underwriting form', () => {
  it('saves, drops hidden follow-ups and reads back', async () => {
    const res = await agent.inject({
      method: 'PUT',
      url: `${base()}/cyber-form`,
      payload: cyberForm,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      mfaComments: 'Admin MFA rolls out next quarter',
      edrVendor: 'Acme EDR',
      cyberCrimePurchased: false,
      requotedQuotes: [],
    });
    expect(body).not.toHaveProperty('plansComments');
    const read = CyberFormSchema.parse(
      (await agent.inject({ method: 'GET', url: `${base()}/cyber-form` })).json(),
    );
    expect(read.backupTypes).toEqual(['CLOUD', 'OFFLINE']);
    expect(read.updatedAt).not.toBeNull();
    expect((await h.auditRows('cyber-form.update')).length).toBeGreaterThan(0);
  });

  it('required fields, backupTypes when shown, cyber crime when purchased', async () => {
    const empty = await agent.inject({ method: 'PUT', url: `${base()}/cyber-form`, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(messages(empty.body)).toContain('training: Please select an answer');
    expect(messages(empty.body)).toContain('unscheduledSystemDowntime: Please select an answer');

    const noTypes = await agent.inject({
      method: 'PUT',
      url: `${base()}/cyber-form`,
      payload: { ...cyberForm, backupTypes: [] },
    });
    expect(messages(noTypes.body)).toContain('backupTypes: Select at least one backup type');

    const crime = await agent.inject({
      method: 'PUT',
      url: `${base()}/cyber-form`,
      payload: { ...cyberForm, cyberCrimePurchased: true },
    });
    expect(crime.statusCode).toBe(400);
    expect(messages(crime.body)).toContain(
      'hasDualAuthorizationControlsAnswer: Please select an answer',
    );
  });
});

const techEo = {
  professionalServicesDescription: 'Managed IT services for dental practices',
  largestClientRevenuePercent: 18,
  contractsLimitLiability: true,
  contractsWrittenForAllEngagements: true,
  qaTestingProcedures: true,
  subcontractorsUsed: false,
  priorEoClaims: false,
  applicantComplaintsAllegations: false,
  applicantComplaintsNetworkCompromised: false,
  applicantAllegedViolation: false,
  applicantNotifiedPrivacyBreaches: false,
  applicantReceivedExtortionThreat: false,
  applicantSustainedNetworkOutage: false,
  applicantSustainedPropertyDamage: false,
  probableKnownActLeadingToClaim: false,
  sustainedSystemOutage: true,
  sustainedSystemOutageBusinessInterruption: false,
  probableKnownDamageLeadingToClaim: false,
  hasDamageClaimAgainstApplicant: false,
};

describe('Tech E&O questions', () => {
  it('saves and reads back', async () => {
    const res = await agent.inject({
      method: 'PUT',
      url: `${base()}/tech-eo-form`,
      payload: techEo,
    });
    expect(res.statusCode).toBe(200);
    const read = TechEoFormSchema.parse(
      (await agent.inject({ method: 'GET', url: `${base()}/tech-eo-form` })).json(),
    );
    expect(read).toMatchObject(techEo);
  });

  it('the outage follow-up is required when sustainedSystemOutage is Yes', async () => {
    const { sustainedSystemOutageBusinessInterruption: _, ...rest } = techEo;
    const res = await agent.inject({ method: 'PUT', url: `${base()}/tech-eo-form`, payload: rest });
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toContain(
      'sustainedSystemOutageBusinessInterruption: Please select an answer',
    );
    const ok = await agent.inject({
      method: 'PUT',
      url: `${base()}/tech-eo-form`,
      payload: { ...rest, sustainedSystemOutage: false },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('social engineering', () => {
  it('all three controls in place: eligible, no reasons; saved to the answers too', async () => {
    const res = await agent.inject({
      method: 'POST',
      url: `${base()}/social-engineering`,
      payload: {
        accountId,
        isVerifyingBankAccounts: true,
        isAuthenticatingFundTransferRequests: true,
        isPreventingUnauthorizedWireTransfers: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(SocialEngineeringResultSchema.parse(res.json())).toMatchObject({
      socialEngineering: true,
      reasons: [],
    });
    const read = await agent.inject({ method: 'GET', url: `${base()}/social-engineering` });
    expect(read.json()).toMatchObject({ socialEngineering: true, isVerifyingBankAccounts: true });
    expect(read.json().checkedAt).not.toBeNull();
  });

  it('a No answer and an unsupported state give reasons', async () => {
    const res = await agent.inject({
      method: 'POST',
      url: `/api/account/v1/accounts/${akAccountId}/social-engineering`,
      payload: {
        isVerifyingBankAccounts: false,
        isAuthenticatingFundTransferRequests: true,
        isPreventingUnauthorizedWireTransfers: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      socialEngineering: false,
      reasons: [
        'State Not Supported',
        'New or changed bank account details are not verified by a call-back to a known contact',
      ],
    });
    const surplus = await agent.inject({
      method: 'POST',
      url: `/api/account/v1/accounts/${akAccountId}/social-engineering`,
      payload: {
        isVerifyingBankAccounts: true,
        isAuthenticatingFundTransferRequests: true,
        isPreventingUnauthorizedWireTransfers: true,
        isSurplus: true,
      },
    });
    expect(surplus.json()).toMatchObject({ socialEngineering: true, reasons: [] });
  });

  it('all answers are required yes/no; another organisation gets a 404', async () => {
    const res = await agent.inject({
      method: 'POST',
      url: `${base()}/social-engineering`,
      payload: { isVerifyingBankAccounts: true },
    });
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toContain(
      'isAuthenticatingFundTransferRequests: Please select an answer',
    );
    const foreign = await broker.inject({
      method: 'POST',
      url: `${base()}/social-engineering`,
      payload: {
        isVerifyingBankAccounts: true,
        isAuthenticatingFundTransferRequests: true,
        isPreventingUnauthorizedWireTransfers: true,
      },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

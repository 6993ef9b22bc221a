import { describe, expect, it } from 'vitest';
import {
  cyberFormRequired,
  cyberFormVisibility,
  CyberFormInputSchema,
  emptySecurityAnswers,
  missingSecurityAnswers,
  missingTechEoAnswers,
  pruneHiddenCyberFormFields,
  RATED_SECURITY_ANSWER_KEYS,
  SecurityAnswersSchema,
  SecurityQuestionsInputSchema,
  securityQuestionSections,
  SocialEngineeringInputSchema,
  techEoVisibility,
  TechEoInputSchema,
  toRatingSecurityAnswers,
  type CyberFormAnswers,
} from '../src/index.ts';

const ALL = { contingentSystemFailure: true, cyberCrime: true, fullSystemFailure: true };
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('security question sections (spec 3 §5)', () => {
  it('no coverage chosen and not quoting: all three show', () => {
    expect(securityQuestionSections([], false)).toEqual(ALL);
  });
  it('quoting with none of 23/24/34: none show', () => {
    expect(securityQuestionSections([1, 2], true)).toEqual({
      contingentSystemFailure: false,
      cyberCrime: false,
      fullSystemFailure: false,
    });
  });
  it.each([
    [23, 'contingentSystemFailure'],
    [24, 'cyberCrime'],
    [34, 'fullSystemFailure'],
  ] as const)('coverage %i shows only its section', (id, section) => {
    const sections = securityQuestionSections([id], true);
    expect(
      Object.entries(sections)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual([section]);
  });
});

describe('required answers in shown sections', () => {
  it('every radio of a shown section and backupFrequency are required; null is no answer', () => {
    const answers = emptySecurityAnswers();
    answers.p250Details!.backupFrequency = null;
    expect(missingSecurityAnswers(answers, ALL).map((m) => m.path.join('.'))).toEqual([
      'p250Details.thirdPartySecurityAgreement',
      'isVerifyingBankAccounts',
      'isAuthenticatingFundTransferRequests',
      'isPreventingUnauthorizedWireTransfers',
      'p250Details.testedFullFailover',
      'p250Details.dmzSeparation',
      'p250Details.backupFrequency',
    ]);
  });
  it('false is an answer; hidden sections are not required', () => {
    const answers = {
      isVerifyingBankAccounts: false,
      isAuthenticatingFundTransferRequests: false,
      isPreventingUnauthorizedWireTransfers: true,
    };
    expect(
      missingSecurityAnswers(answers, {
        contingentSystemFailure: false,
        cyberCrime: true,
        fullSystemFailure: false,
      }),
    ).toEqual([]);
  });
  it('backupFrequency defaults to SIX_MONTHS (spec 3 §9)', () => {
    expect(emptySecurityAnswers().p250Details?.backupFrequency).toBe('SIX_MONTHS');
  });
  it('the input schema applies the sections of coverageIds and quoting', () => {
    const quoting = SecurityQuestionsInputSchema.safeParse({ coverageIds: [24], quoting: true });
    expect(issues(quoting)).toEqual([
      'isVerifyingBankAccounts: Please select an answer',
      'isAuthenticatingFundTransferRequests: Please select an answer',
      'isPreventingUnauthorizedWireTransfers: Please select an answer',
    ]);
    expect(
      SecurityQuestionsInputSchema.safeParse({ coverageIds: [1], quoting: true }).success,
    ).toBe(true);
    expect(SecurityQuestionsInputSchema.safeParse({}).success).toBe(false);
  });
  it('claimHistory is 0 to 5; the wholesale spelling is accepted; extras pass through', () => {
    const base = { quoting: true };
    expect(issues(SecurityQuestionsInputSchema.safeParse({ ...base, claimHistory: 6 }))).toEqual([
      'claimHistory: Claim history must be a whole number from 0 to 5',
    ]);
    const parsed = SecurityQuestionsInputSchema.parse({
      ...base,
      claimHistory: 5,
      isAuthenticatingFundsTransferRequest: true,
      wholesaleNote: 'kept',
    });
    expect(parsed.isAuthenticatingFundTransferRequests).toBe(true);
    expect(parsed).not.toHaveProperty('isAuthenticatingFundsTransferRequest');
    expect(parsed.wholesaleNote).toBe('kept');
    expect(SecurityQuestionsInputSchema.safeParse({ ...base, extra: { nested: 1 } }).success).toBe(
      false,
    );
    expect(SecurityQuestionsInputSchema.safeParse({ ...base, mfaEmail: 'YES' }).success).toBe(
      false,
    );
  });
});

describe('toRatingSecurityAnswers', () => {
  it('maps top-level and p250Details answers onto every rated key', () => {
    const rated = toRatingSecurityAnswers({
      mfaEmail: true,
      isVerifyingBankAccounts: false,
      p250Details: { dmzSeparation: true, pendingLitigation: false, backupFrequency: 'DAILY' },
    });
    expect(Object.keys(rated).sort()).toEqual([...RATED_SECURITY_ANSWER_KEYS].sort());
    expect(rated).toMatchObject({
      mfaEmail: true,
      isVerifyingBankAccounts: false,
      dmzSeparation: true,
      pendingLitigation: false,
      testedFullFailover: null,
    });
    // what the rating engine itself accepts
    expect(SecurityAnswersSchema.parse(rated)).toEqual(rated);
  });
  it('nothing stored: everything unanswered', () => {
    expect(Object.values(toRatingSecurityAnswers(null)).every((v) => v === null)).toBe(true);
  });
});

const completeCyberForm = (): CyberFormAnswers => ({
  training: 'YES',
  mfaEmail: 'YES',
  mfaRemoteSystemAccess: 'YES',
  mfaAdminAccounts: 'YES',
  mfaCloud: 'YES',
  mfaVendor: 'YES',
  backupFrequency: 'WEEKLY',
  backupTypes: ['CLOUD'],
  patchingFrequency: 'WITHIN_30_DAYS',
  vendorManagement: 'YES',
  encryptionAtRest: 'YES',
  encryptionInTransit: 'YES',
  encryptionOnDevices: 'YES',
  planIncidentResponse: 'YES',
  planDisasterRecovery: 'YES',
  planBusinessContinuity: 'YES',
  priorCoverage: true,
  priorOrPendingClaimCircumstances: false,
  cyberEvent: false,
  privacyLitigation: false,
  unscheduledSystemDowntime: false,
});
const noCrime = { cyberCrimePurchased: false };

describe('cyber underwriting form: conditional display (spec 3 §5)', () => {
  const shown = (patch: Partial<CyberFormAnswers>, ctx = noCrime) =>
    cyberFormVisibility({ ...completeCyberForm(), ...patch }, ctx);

  it('backupTypes only if backupFrequency is not NEVER', () => {
    expect(shown({ backupFrequency: 'NEVER' }).backupTypes).toBe(false);
    expect(shown({ backupFrequency: 'MONTHLY' }).backupTypes).toBe(true);
    expect(shown({ backupFrequency: null }).backupTypes).toBe(false);
  });
  it('eolProducts, EDR and NGAV follow-ups when YES', () => {
    expect(shown({}).eolProductsUsage).toBe(false);
    expect(shown({ eolProducts: 'YES' }).eolProductsUsage).toBe(true);
    expect(shown({ edr: 'NO' }).edrVendor).toBe(false);
    expect(shown({ edr: 'YES' }).edrVendor).toBe(true);
    expect(shown({ ngav: 'UNCERTAIN' }).ngavVendor).toBe(false);
    expect(shown({ ngav: 'YES' }).ngavVendor).toBe(true);
  });
  it('cyberEvent comments when true', () => {
    expect(shown({ cyberEvent: false }).cyberEventComments).toBe(false);
    expect(shown({ cyberEvent: true }).cyberEventComments).toBe(true);
  });
  it('mfaComments when any MFA answer is not YES', () => {
    expect(shown({}).mfaComments).toBe(false);
    expect(shown({ mfaVendor: 'UNCERTAIN' }).mfaComments).toBe(true);
    expect(shown({ mfaCloud: 'NO' }).mfaComments).toBe(true);
  });
  it('plansComments when any plan answer is No', () => {
    expect(shown({ planDisasterRecovery: 'UNCERTAIN' }).plansComments).toBe(false);
    expect(shown({ planDisasterRecovery: 'NO' }).plansComments).toBe(true);
  });
  it('cyber-crime questions only with Cyber Crime; comments when any of the three is No', () => {
    expect(shown({}).hasDualAuthorizationControlsAnswer).toBe(false);
    const crime = { cyberCrimePurchased: true };
    expect(shown({}, crime).hasDualAuthorizationControlsAnswer).toBe(true);
    expect(shown({ hasDualAuthorizationControlsAnswer: 'YES' }, crime).cyberCrimeComments).toBe(
      false,
    );
    expect(shown({ verifiesBankAccountChangesAnswer: 'NO' }, crime).cyberCrimeComments).toBe(true);
  });
});

describe('cyber underwriting form: required fields', () => {
  it('a complete form passes; NGAV and e-mail filtering are optional', () => {
    expect(CyberFormInputSchema.safeParse(completeCyberForm()).success).toBe(true);
    expect(cyberFormRequired(completeCyberForm(), noCrime).has('ngav')).toBe(false);
    expect(cyberFormRequired(completeCyberForm(), noCrime).has('emailFiltering')).toBe(false);
  });
  it('names every required field left empty', () => {
    expect(
      issues(CyberFormInputSchema.safeParse({}))
        .map((i) => i.split(':')[0])
        .sort(),
    ).toEqual(
      [
        'training',
        'mfaEmail',
        'mfaRemoteSystemAccess',
        'mfaAdminAccounts',
        'mfaCloud',
        'mfaVendor',
        'backupFrequency',
        'patchingFrequency',
        'vendorManagement',
        'encryptionAtRest',
        'encryptionInTransit',
        'encryptionOnDevices',
        'planIncidentResponse',
        'planDisasterRecovery',
        'planBusinessContinuity',
        'priorCoverage',
        'priorOrPendingClaimCircumstances',
        'cyberEvent',
        'privacyLitigation',
        'unscheduledSystemDowntime',
      ].sort(),
    );
  });
  it('backupTypes required when shown', () => {
    expect(
      issues(CyberFormInputSchema.safeParse({ ...completeCyberForm(), backupTypes: [] })),
    ).toEqual(['backupTypes: Select at least one backup type']);
    expect(
      CyberFormInputSchema.safeParse({
        ...completeCyberForm(),
        backupFrequency: 'NEVER',
        backupTypes: [],
      }).success,
    ).toBe(true);
  });
  it('cyber-crime questions required only if Cyber Crime is purchased', () => {
    expect(
      issues(CyberFormInputSchema.safeParse({ ...completeCyberForm(), cyberCrimePurchased: true })),
    ).toEqual([
      'verifiesBankAccountChangesAnswer: Please select an answer',
      'authenticatesFundTransferRequestsAnswer: Please select an answer',
      'hasDualAuthorizationControlsAnswer: Please select an answer',
    ]);
  });
  it('hidden follow-ups are dropped on save', () => {
    const kept = pruneHiddenCyberFormFields(
      { ...completeCyberForm(), edr: 'NO', edrVendor: 'Acme EDR', backupFrequency: 'NEVER' },
      noCrime,
    );
    expect(kept).not.toHaveProperty('edrVendor');
    expect(kept).not.toHaveProperty('backupTypes');
  });
});

describe('Tech E&O questions', () => {
  it('the outage business-interruption follow-up shows when sustainedSystemOutage is Yes', () => {
    expect(
      techEoVisibility({ sustainedSystemOutage: false }).sustainedSystemOutageBusinessInterruption,
    ).toBe(false);
    expect(
      techEoVisibility({ sustainedSystemOutage: true }).sustainedSystemOutageBusinessInterruption,
    ).toBe(true);
  });
  it('every shown question is required', () => {
    const missing = missingTechEoAnswers({ sustainedSystemOutage: true }).map((m) => m.field);
    expect(missing).toContain('sustainedSystemOutageBusinessInterruption');
    expect(missing).toContain('professionalServicesDescription');
    expect(missing).not.toContain('priorEoClaimsDetail');
    expect(
      TechEoInputSchema.safeParse({ largestClientRevenuePercent: 101 }).error?.issues.map(
        (i) => i.message,
      ),
    ).toContain('Must be a whole number from 0 to 100');
  });
});

describe('social engineering questions: all required yes/no', () => {
  it('rejects a missing or null answer', () => {
    expect(
      issues(
        SocialEngineeringInputSchema.safeParse({
          isVerifyingBankAccounts: true,
          isAuthenticatingFundTransferRequests: null,
        }),
      ),
    ).toEqual([
      'isAuthenticatingFundTransferRequests: Please select an answer',
      'isPreventingUnauthorizedWireTransfers: Please select an answer',
    ]);
  });
});

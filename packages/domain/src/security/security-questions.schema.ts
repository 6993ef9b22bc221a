import { z } from 'zod';
import { BACKUP_FREQUENCIES, DEFAULT_BACKUP_FREQUENCY } from '../products/calculator.ts';
import { SECURITY_GATED_COVERAGE_IDS } from '../products/coverages.ts';
import { securityQuestionSections } from '../products/coverage-availability.ts';
import { CLAIM_HISTORY_OPTIONS } from '../rating/tables/claims.ts';
import { SECURITY_MESSAGES } from './messages.ts';

/**
 * The security questions of an insured account (spec 3 §3 "Security questions (top level)"):
 * yes/no answers are true, false or null (null is unanswered and reads as No); claimHistory is
 * 0 never … 5 within 5 years or more; the nested p250Details; lastSecurityAnswered in unix
 * seconds. Fields the spec does not name (the wholesale view's extras) pass through untouched.
 */

/** A yes/no answer: true, false or null (unanswered). */
export const yesNoAnswerSchema = z
  .boolean(SECURITY_MESSAGES.yesNo)
  .nullable()
  .meta({ description: 'true, false or null (unanswered; reads as No)' });
export type YesNoAnswer = boolean | null;

const text = z.string().trim().max(2000, SECURITY_MESSAGES.textTooLong);

export const PATCHING_FREQUENCIES = [
  'WITHIN_7_DAYS',
  'WITHIN_30_DAYS',
  'WITHIN_90_DAYS',
  'OVER_90_DAYS',
  'NO_PROCESS',
] as const;
export type PatchingFrequency = (typeof PATCHING_FREQUENCIES)[number];

export const BACKUP_FREQUENCY_LABELS: Readonly<
  Record<(typeof BACKUP_FREQUENCIES)[number], string>
> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  SIX_MONTHS: 'Every six months',
  NEVER: 'Never',
};

export const PATCHING_FREQUENCY_LABELS: Readonly<Record<PatchingFrequency, string>> = {
  WITHIN_7_DAYS: 'Critical patches within 7 days',
  WITHIN_30_DAYS: 'Within 30 days',
  WITHIN_90_DAYS: 'Within 90 days',
  OVER_90_DAYS: 'Longer than 90 days',
  NO_PROCESS: 'No formal patching process',
};

export const P250_YES_NO_KEYS = [
  'backupFrequencyEncrypted',
  'backupFrequencySeparate',
  'backupFrequencyTested',
  'dmzSeparation',
  'thirdPartySecurityAgreement',
  'testedFullFailover',
  'pastCyberIncident',
  'civilOrCriminalAction',
  'pendingLitigation',
  'lossInBusinessIncome',
  'securityBreachRequiringNotification',
] as const;
export type P250YesNoKey = (typeof P250_YES_NO_KEYS)[number];

export const P250DetailsSchema = z.object({
  backupFrequency: z.enum(BACKUP_FREQUENCIES).nullish(),
  backupFrequencyOther: text.nullish(),
  patchingFrequency: z.enum(PATCHING_FREQUENCIES).nullish(),
  ...(Object.fromEntries(P250_YES_NO_KEYS.map((k) => [k, yesNoAnswerSchema.optional()])) as Record<
    P250YesNoKey,
    z.ZodOptional<typeof yesNoAnswerSchema>
  >),
});
export type P250Details = z.infer<typeof P250DetailsSchema>;

/** Top-level yes/no answers (spec 3 §3), in the order the questionnaire asks them. */
export const SECURITY_YES_NO_KEYS = [
  'isVerifyingBankAccounts',
  'isAuthenticatingFundTransferRequests',
  'isPreventingUnauthorizedWireTransfers',
  'mfaAuthentication',
  'mfaCloudDeployments',
  'mfaEmail',
  'mfaMissionCriticalSystems',
  'mfaRemoteAccess',
  'mfaOther',
  'incidentResponsePlan',
  'changeInScope',
  'isSecurityOfficer',
  'isSecurityTraining',
  'useEncryption',
  'useCloudStorage',
] as const;
export type SecurityYesNoKey = (typeof SECURITY_YES_NO_KEYS)[number];

/** Extra answers the wholesale view carries: kept and echoed, limited to plain values. */
const passThroughValue = z.union(
  [z.string().max(2000), z.number(), z.boolean(), z.null()],
  SECURITY_MESSAGES.passThroughValue,
);

const claimHistorySchema = z
  .number(SECURITY_MESSAGES.claimHistoryRange)
  .int(SECURITY_MESSAGES.claimHistoryRange)
  .min(0, SECURITY_MESSAGES.claimHistoryRange)
  .max(CLAIM_HISTORY_OPTIONS.length - 1, SECURITY_MESSAGES.claimHistoryRange)
  .nullable();

/** The answers as stored and echoed (without accountId and lastSecurityAnswered). */
export const SecurityQuestionAnswersSchema = z
  .looseObject({
    ...(Object.fromEntries(
      SECURITY_YES_NO_KEYS.map((k) => [k, yesNoAnswerSchema.optional()]),
    ) as Record<SecurityYesNoKey, z.ZodOptional<typeof yesNoAnswerSchema>>),
    claimHistory: claimHistorySchema.optional(),
    changeInScopeDetail: text.nullish(),
    p250Details: P250DetailsSchema.optional(),
  })
  .meta({ description: 'Fields the spec does not name pass through (plain values only)' });
export type SecurityQuestionAnswers = z.infer<typeof SecurityQuestionAnswersSchema>;

/** The wholesale view spells one answer isAuthenticatingFundsTransferRequest. */
const WHOLESALE_ALIAS = 'isAuthenticatingFundsTransferRequest';
const normaliseAlias = (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const given = { ...(value as Record<string, unknown>) };
  if (WHOLESALE_ALIAS in given) {
    if (given.isAuthenticatingFundTransferRequests === undefined) {
      given.isAuthenticatingFundTransferRequests = given[WHOLESALE_ALIAS];
    }
    delete given[WHOLESALE_ALIAS];
  }
  return given;
};

/**
 * Which of the three coverage-gated sections show (spec 3 §5): the chosen coverages (ids 23, 24,
 * 34) and whether the questions are asked while quoting.
 */
export type SecurityQuestionSections = ReturnType<typeof securityQuestionSections>;

/** Questions of each section; a shown section's radios are required. */
export const SECURITY_SECTION_QUESTIONS = {
  contingentSystemFailure: ['thirdPartySecurityAgreement'],
  cyberCrime: [
    'isVerifyingBankAccounts',
    'isAuthenticatingFundTransferRequests',
    'isPreventingUnauthorizedWireTransfers',
  ],
  fullSystemFailure: ['testedFullFailover', 'dmzSeparation'],
} as const satisfies Record<keyof SecurityQuestionSections, readonly string[]>;

export const SECURITY_SECTION_COVERAGE_IDS: Readonly<
  Record<keyof SecurityQuestionSections, number>
> = SECURITY_GATED_COVERAGE_IDS;

const P250_KEYS: ReadonlySet<string> = new Set(P250_YES_NO_KEYS);

/** Reads one answer wherever it lives (top level or p250Details). */
export function securityAnswerOf(answers: Partial<SecurityQuestionAnswers>, key: string): unknown {
  if (P250_KEYS.has(key) || key === 'backupFrequency') {
    return (answers.p250Details as Record<string, unknown> | undefined)?.[key];
  }
  return (answers as Record<string, unknown>)[key];
}

export type MissingSecurityAnswer = { path: (string | number)[]; message: string };

/**
 * Spec 3 §5: the radio answers of every shown section are required (null or missing is not an
 * answer), and backupFrequency when Full System Failure shows.
 */
export function missingSecurityAnswers(
  answers: Partial<SecurityQuestionAnswers>,
  sections: SecurityQuestionSections,
): MissingSecurityAnswer[] {
  const missing: MissingSecurityAnswer[] = [];
  for (const section of Object.keys(
    SECURITY_SECTION_QUESTIONS,
  ) as (keyof SecurityQuestionSections)[]) {
    if (!sections[section]) continue;
    for (const key of SECURITY_SECTION_QUESTIONS[section]) {
      const value = securityAnswerOf(answers, key);
      if (value !== true && value !== false) {
        missing.push({
          path: P250_KEYS.has(key) ? ['p250Details', key] : [key],
          message: SECURITY_MESSAGES.answerRequired,
        });
      }
    }
  }
  if (sections.fullSystemFailure && !answers.p250Details?.backupFrequency) {
    missing.push({
      path: ['p250Details', 'backupFrequency'],
      message: SECURITY_MESSAGES.backupFrequencyRequired,
    });
  }
  return missing;
}

const KNOWN_INPUT_KEYS: ReadonlySet<string> = new Set([
  ...SECURITY_YES_NO_KEYS,
  'claimHistory',
  'changeInScopeDetail',
  'p250Details',
  'accountId',
  'coverageIds',
  'quoting',
  'quoteId',
]);

/**
 * PUT security questions (spec 3 §7): accountId, the three cyber-crime answers, p250Details and
 * pass-through fields. coverageIds and quoting say which sections were asked (their answers are
 * then required); quoteId names the quote being rated, when there is one.
 */
export const SecurityQuestionsInputSchema = z.preprocess(
  normaliseAlias,
  SecurityQuestionAnswersSchema.extend({
    accountId: z.uuid().optional(),
    coverageIds: z.array(z.number().int().positive()).max(100).optional(),
    quoting: z.boolean().optional(),
    quoteId: z.string().max(100).nullish(),
  }).superRefine((input, ctx) => {
    for (const [key, value] of Object.entries(input)) {
      if (KNOWN_INPUT_KEYS.has(key)) continue;
      if (!passThroughValue.safeParse(value).success) {
        ctx.addIssue({ code: 'custom', path: [key], message: SECURITY_MESSAGES.passThroughValue });
      }
    }
    const sections = securityQuestionSections(input.coverageIds ?? [], input.quoting ?? false);
    for (const issue of missingSecurityAnswers(input, sections)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  }),
);
export type SecurityQuestionsInput = z.output<typeof SecurityQuestionsInputSchema>;

export const SecurityQuestionsSchema = SecurityQuestionAnswersSchema.extend({
  accountId: z.uuid(),
  /** Unix seconds of the last save; null before the first. */
  lastSecurityAnswered: z.number().int().nullable(),
});
export type SecurityQuestions = z.infer<typeof SecurityQuestionsSchema>;

/** Spec 3 §7: saving answers re-rates the open quotes that depend on them. */
export const RequotedQuoteSchema = z.object({ quoteId: z.string(), quoteNumber: z.string() });

export const SecurityQuestionsSaveResultSchema = SecurityQuestionsSchema.extend({
  requotedQuotes: z.array(RequotedQuoteSchema),
});
export type SecurityQuestionsSaveResult = z.infer<typeof SecurityQuestionsSaveResultSchema>;

/** The form's starting answers: nothing answered, backupFrequency SIX_MONTHS (spec 3 §9). */
export function emptySecurityAnswers(): SecurityQuestionAnswers {
  return {
    ...Object.fromEntries(SECURITY_YES_NO_KEYS.map((k) => [k, null])),
    claimHistory: null,
    changeInScopeDetail: null,
    p250Details: {
      ...Object.fromEntries(P250_YES_NO_KEYS.map((k) => [k, null])),
      backupFrequency: DEFAULT_BACKUP_FREQUENCY,
      backupFrequencyOther: null,
      patchingFrequency: null,
    },
  } as SecurityQuestionAnswers;
}

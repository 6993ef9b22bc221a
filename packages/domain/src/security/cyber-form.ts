import { z } from 'zod';
import { BACKUP_FREQUENCIES } from '../products/calculator.ts';
import { SECURITY_MESSAGES } from './messages.ts';
import { PATCHING_FREQUENCIES } from './security-questions.schema.ts';

/**
 * The US cyber underwriting form (spec 3 §3 "US cyber underwriting answers", §5 "Cyber
 * underwriting forms"). The newest form answers with Yes / No / Uncertain; the prior-history
 * questions are true/false. Which fields show and which are required are pure functions of the
 * answers (and of whether Cyber Crime is purchased), used by the form and the API alike.
 */

export const TRI_ANSWERS = ['YES', 'NO', 'UNCERTAIN'] as const;
export type TriAnswer = (typeof TRI_ANSWERS)[number];

export const BACKUP_TYPES = ['OFFLINE', 'CLOUD', 'IMMUTABLE', 'OFFSITE', 'ONSITE'] as const;
export type BackupType = (typeof BACKUP_TYPES)[number];

export const MFA_KEYS = [
  'mfaEmail',
  'mfaRemoteSystemAccess',
  'mfaAdminAccounts',
  'mfaCloud',
  'mfaVendor',
] as const;
export const ENCRYPTION_KEYS = [
  'encryptionAtRest',
  'encryptionInTransit',
  'encryptionOnDevices',
] as const;
export const PLAN_KEYS = [
  'planIncidentResponse',
  'planDisasterRecovery',
  'planBusinessContinuity',
] as const;
/** The three cyber-crime questions (asked, and required, when Cyber Crime is purchased). */
export const CYBER_CRIME_KEYS = [
  'verifiesBankAccountChangesAnswer',
  'authenticatesFundTransferRequestsAnswer',
  'hasDualAuthorizationControlsAnswer',
] as const;
export const PRIOR_HISTORY_KEYS = [
  'priorCoverage',
  'priorOrPendingClaimCircumstances',
  'cyberEvent',
  'privacyLitigation',
  'unscheduledSystemDowntime',
] as const;

const tri = z.enum(TRI_ANSWERS, SECURITY_MESSAGES.yesNoUncertain).nullish();
const bool = z.boolean(SECURITY_MESSAGES.yesNo).nullish();
const text = z.string().trim().max(2000, SECURITY_MESSAGES.textTooLong).nullish();

export const CyberFormAnswersSchema = z.object({
  training: tri,
  mfaEmail: tri,
  mfaRemoteSystemAccess: tri,
  mfaAdminAccounts: tri,
  mfaCloud: tri,
  mfaVendor: tri,
  mfaComments: text,
  backupFrequency: z.enum(BACKUP_FREQUENCIES).nullish(),
  backupTypes: z.array(z.enum(BACKUP_TYPES)).max(BACKUP_TYPES.length).nullish(),
  patchingFrequency: z.enum(PATCHING_FREQUENCIES).nullish(),
  vendorManagement: tri,
  encryptionAtRest: tri,
  encryptionInTransit: tri,
  encryptionOnDevices: tri,
  planIncidentResponse: tri,
  planDisasterRecovery: tri,
  planBusinessContinuity: tri,
  plansComments: text,
  eolProducts: tri,
  eolProductsUsage: text,
  edr: tri,
  edrVendor: text,
  ngav: tri,
  ngavVendor: text,
  emailFiltering: tri,
  verifiesBankAccountChangesAnswer: tri,
  authenticatesFundTransferRequestsAnswer: tri,
  hasDualAuthorizationControlsAnswer: tri,
  cyberCrimeComments: text,
  contentReviewProcedure: tri,
  copyrightClearanceSearch: tri,
  priorCoverage: bool,
  priorOrPendingClaimCircumstances: bool,
  cyberEvent: bool,
  cyberEventComments: text,
  privacyLitigation: bool,
  unscheduledSystemDowntime: bool,
});
export type CyberFormAnswers = z.infer<typeof CyberFormAnswersSchema>;
export type CyberFormField = keyof CyberFormAnswers;

export type CyberFormContext = { cyberCrimePurchased: boolean };

/** Follow-up fields and when they show (spec 3 §5 conditional display). */
export function cyberFormVisibility(
  answers: Partial<CyberFormAnswers>,
  context: CyberFormContext,
): Record<CyberFormField, boolean> {
  const always = Object.fromEntries(
    Object.keys(CyberFormAnswersSchema.shape).map((k) => [k, true]),
  ) as Record<CyberFormField, boolean>;
  const cyberCrime = context.cyberCrimePurchased;
  return {
    ...always,
    backupTypes: !!answers.backupFrequency && answers.backupFrequency !== 'NEVER',
    mfaComments: MFA_KEYS.some((k) => !!answers[k] && answers[k] !== 'YES'),
    plansComments: PLAN_KEYS.some((k) => answers[k] === 'NO'),
    eolProductsUsage: answers.eolProducts === 'YES',
    edrVendor: answers.edr === 'YES',
    ngavVendor: answers.ngav === 'YES',
    cyberEventComments: answers.cyberEvent === true,
    verifiesBankAccountChangesAnswer: cyberCrime,
    authenticatesFundTransferRequestsAnswer: cyberCrime,
    hasDualAuthorizationControlsAnswer: cyberCrime,
    cyberCrimeComments: cyberCrime && CYBER_CRIME_KEYS.some((k) => answers[k] === 'NO'),
  };
}

const REQUIRED_ALWAYS: readonly CyberFormField[] = [
  'training',
  ...MFA_KEYS,
  'backupFrequency',
  'patchingFrequency',
  'vendorManagement',
  ...ENCRYPTION_KEYS,
  ...PLAN_KEYS,
  ...PRIOR_HISTORY_KEYS,
];

/**
 * Required fields (spec 3 §5): training, all MFA items, backupFrequency, backupTypes when shown,
 * patchingFrequency, vendorManagement, encryption and plan items and the prior-history answers;
 * the cyber-crime questions only when Cyber Crime is purchased. NGAV and e-mail filtering are
 * optional (newest form); comments and follow-ups are optional.
 */
export function cyberFormRequired(
  answers: Partial<CyberFormAnswers>,
  context: CyberFormContext,
): Set<CyberFormField> {
  const visible = cyberFormVisibility(answers, context);
  const required = new Set<CyberFormField>(REQUIRED_ALWAYS);
  if (visible.backupTypes) required.add('backupTypes');
  if (context.cyberCrimePurchased) CYBER_CRIME_KEYS.forEach((k) => required.add(k));
  return required;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

/** The required fields left unanswered, with their messages. */
export function missingCyberFormAnswers(
  answers: Partial<CyberFormAnswers>,
  context: CyberFormContext,
): { field: CyberFormField; message: string }[] {
  return [...cyberFormRequired(answers, context)]
    .filter((field) => isBlank(answers[field]))
    .map((field) => ({
      field,
      message:
        field === 'backupTypes'
          ? SECURITY_MESSAGES.backupTypesRequired
          : field === 'backupFrequency'
            ? SECURITY_MESSAGES.backupFrequencyRequired
            : SECURITY_MESSAGES.answerRequired,
    }));
}

/** Hidden follow-ups are not kept: a cleared condition clears its follow-up. */
export function pruneHiddenCyberFormFields(
  answers: CyberFormAnswers,
  context: CyberFormContext,
): CyberFormAnswers {
  const visible = cyberFormVisibility(answers, context);
  const kept = { ...answers };
  for (const key of Object.keys(kept) as CyberFormField[]) {
    if (!visible[key]) delete kept[key];
  }
  return kept;
}

export const CyberFormInputSchema = CyberFormAnswersSchema.extend({
  /** Whether Cyber Crime (coverage 24) is purchased: its questions are then required. */
  cyberCrimePurchased: z.boolean().optional(),
}).superRefine((input, ctx) => {
  const context = { cyberCrimePurchased: input.cyberCrimePurchased ?? false };
  for (const { field, message } of missingCyberFormAnswers(input, context)) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});
export type CyberFormInput = z.output<typeof CyberFormInputSchema>;

export const CyberFormSchema = CyberFormAnswersSchema.extend({
  accountId: z.uuid(),
  cyberCrimePurchased: z.boolean(),
  /** ISO timestamp of the last save; null before the first. */
  updatedAt: z.string().nullable(),
});
export type CyberForm = z.infer<typeof CyberFormSchema>;

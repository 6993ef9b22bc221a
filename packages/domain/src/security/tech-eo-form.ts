import { z } from 'zod';
import { SECURITY_MESSAGES } from './messages.ts';

/**
 * Tech E&O questions (spec 3 §3 names the claims-history questions; the professional-services
 * profile questions are this product's design). Yes/no answers are true/false; each is required;
 * the outage business-interruption follow-up shows (and is required) only when
 * sustainedSystemOutage is Yes (spec 3 §5).
 */

export const TECH_EO_PROFILE_YES_NO_KEYS = [
  'contractsLimitLiability',
  'contractsWrittenForAllEngagements',
  'qaTestingProcedures',
  'subcontractorsUsed',
  'priorEoClaims',
] as const;

export const TECH_EO_HISTORY_KEYS = [
  'applicantComplaintsAllegations',
  'applicantComplaintsNetworkCompromised',
  'applicantAllegedViolation',
  'applicantNotifiedPrivacyBreaches',
  'applicantReceivedExtortionThreat',
  'applicantSustainedNetworkOutage',
  'applicantSustainedPropertyDamage',
  'probableKnownActLeadingToClaim',
  'sustainedSystemOutage',
  'sustainedSystemOutageBusinessInterruption',
  'probableKnownDamageLeadingToClaim',
  'hasDamageClaimAgainstApplicant',
] as const;

const bool = z.boolean(SECURITY_MESSAGES.yesNo).nullish();
const percent = z
  .number(SECURITY_MESSAGES.percentRange)
  .int(SECURITY_MESSAGES.percentRange)
  .min(0, SECURITY_MESSAGES.percentRange)
  .max(100, SECURITY_MESSAGES.percentRange)
  .nullish();

export const TechEoAnswersSchema = z.object({
  professionalServicesDescription: z
    .string()
    .trim()
    .max(2000, SECURITY_MESSAGES.textTooLong)
    .nullish(),
  largestClientRevenuePercent: percent,
  ...(Object.fromEntries(
    [...TECH_EO_PROFILE_YES_NO_KEYS, ...TECH_EO_HISTORY_KEYS].map((k) => [k, bool]),
  ) as Record<
    (typeof TECH_EO_PROFILE_YES_NO_KEYS)[number] | (typeof TECH_EO_HISTORY_KEYS)[number],
    typeof bool
  >),
  priorEoClaimsDetail: z.string().trim().max(2000, SECURITY_MESSAGES.textTooLong).nullish(),
});
export type TechEoAnswers = z.infer<typeof TechEoAnswersSchema>;
export type TechEoField = keyof TechEoAnswers;

/** Follow-ups: the outage business interruption (sustainedSystemOutage Yes), prior E&O details. */
export function techEoVisibility(answers: Partial<TechEoAnswers>): Record<TechEoField, boolean> {
  const all = Object.fromEntries(
    Object.keys(TechEoAnswersSchema.shape).map((k) => [k, true]),
  ) as Record<TechEoField, boolean>;
  return {
    ...all,
    sustainedSystemOutageBusinessInterruption: answers.sustainedSystemOutage === true,
    priorEoClaimsDetail: answers.priorEoClaims === true,
  };
}

const TECH_EO_FREE_FIELDS: ReadonlySet<TechEoField> = new Set([
  'professionalServicesDescription',
  'largestClientRevenuePercent',
  'priorEoClaimsDetail',
]);

/** Every shown question is required (the details of prior claims too). */
export function missingTechEoAnswers(
  answers: Partial<TechEoAnswers>,
): { field: TechEoField; message: string }[] {
  const visible = techEoVisibility(answers);
  return (Object.keys(visible) as TechEoField[])
    .filter((field) => visible[field])
    .filter((field) => {
      const value = answers[field];
      return value === undefined || value === null || value === '';
    })
    .map((field) => ({
      field,
      message: TECH_EO_FREE_FIELDS.has(field)
        ? SECURITY_MESSAGES.fieldRequired
        : SECURITY_MESSAGES.answerRequired,
    }));
}

export const TechEoInputSchema = TechEoAnswersSchema.superRefine((input, ctx) => {
  for (const { field, message } of missingTechEoAnswers(input)) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});

export const TechEoFormSchema = TechEoAnswersSchema.extend({
  accountId: z.uuid(),
  updatedAt: z.string().nullable(),
});
export type TechEoForm = z.infer<typeof TechEoFormSchema>;

/** Hidden follow-ups are not kept. */
export function pruneHiddenTechEoFields(answers: TechEoAnswers): TechEoAnswers {
  const visible = techEoVisibility(answers);
  const kept = { ...answers };
  for (const key of Object.keys(kept) as TechEoField[]) if (!visible[key]) delete kept[key];
  return kept;
}

import type { BackupFrequency } from '../products/calculator.ts';
import { RATED_SECURITY_ANSWER_KEYS, type SecurityAnswers } from '../rating/tables/security.ts';
import { securityAnswerOf, type SecurityQuestionAnswers } from './security-questions.schema.ts';

/**
 * The stored answers as the rating engine reads them (rating.schema.ts SecurityAnswersSchema):
 * every rated key, true / false / null, wherever the questionnaire keeps it (top level or
 * p250Details). Anything but true or false is unanswered.
 */
export function toRatingSecurityAnswers(
  answers: Partial<SecurityQuestionAnswers> | null | undefined,
): Required<SecurityAnswers> {
  const rated = {} as Required<SecurityAnswers>;
  for (const key of RATED_SECURITY_ANSWER_KEYS) {
    const value = answers ? securityAnswerOf(answers, key) : null;
    rated[key] = value === true || value === false ? value : null;
  }
  return rated;
}

/** The backup frequency the Full System Failure gate reads. */
export const backupFrequencyOf = (
  answers: Partial<SecurityQuestionAnswers> | null | undefined,
): BackupFrequency | null => answers?.p250Details?.backupFrequency ?? null;

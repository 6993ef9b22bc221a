import type { ReadingPrefill } from '@cyber/domain';
import type { TFunction } from 'i18next';
import type { FieldHint } from './answer-fields.tsx';

/**
 * The line under each question a reading touches (decision 035): a pre-filled answer says where
 * it came from; an answer a reading contradicts says what the tool read, in warning colour.
 */
export function readingHints(
  t: TFunction,
  prefills: readonly ReadingPrefill[],
  conflicts: readonly ReadingPrefill[],
): Map<string, FieldHint> {
  const hints = new Map<string, FieldHint>();
  // a reading that fills two fields (EDR and its vendor) tells its detail once
  const told = new Set<unknown>();
  for (const { path, reading } of prefills) {
    hints.set(path, {
      tone: 'info',
      text: told.has(reading)
        ? t('securityQuestions.readings.source', { source: reading.source })
        : t('securityQuestions.readings.from', { source: reading.source, detail: reading.detail }),
    });
    told.add(reading);
  }
  for (const { path, value, reading } of conflicts) {
    hints.set(path, {
      tone: 'warning',
      text: t('securityQuestions.readings.conflict', {
        source: reading.source,
        answer: t(value ? 'securityQuestions.yes' : 'securityQuestions.no'),
        detail: reading.detail,
      }),
    });
  }
  return hints;
}

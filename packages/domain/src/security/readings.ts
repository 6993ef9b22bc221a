import { z } from 'zod';
import { BACKUP_FREQUENCIES, type BackupFrequency } from '../products/calculator.ts';
import type { RiskScan } from '../accounts/risk-factors.ts';
import type { CyberFormAnswers } from './cyber-form.ts';
import type { SecurityQuestionAnswers } from './security-questions.schema.ts';

/**
 * Security readings (decision 035): what a connected security tool or the outside-in risk scan
 * observed about a control the questionnaires ask about. A reading pre-fills an unanswered
 * question, shown "from {source}" for the broker to confirm; it never overrides an answer a
 * person gave, and nothing is stored as an answer until the broker saves the form.
 */

/** The controls a tool or the scan can observe. */
export const SECURITY_CONTROLS = [
  'mfaEmail',
  'mfaRemoteAccess',
  'mfaCloud',
  'edr',
  'backups',
  'securityTraining',
  'incidentResponse',
] as const;
export type SecurityControl = (typeof SECURITY_CONTROLS)[number];

export const SECURITY_READING_SOURCES = ['CONNECTOR', 'RISK_SCAN'] as const;

/** The source named for the outside-in scan. */
export const RISK_SCAN_SOURCE = 'Risk scan';

/** One observation as a tool reports it (stored with the connector's score). */
export const ControlObservationSchema = z.object({
  control: z.enum(SECURITY_CONTROLS),
  /** The control is in place (true) or not (false). */
  value: z.boolean(),
  /** What was seen, in a sentence ("MFA enforced on 48 of 48 mailboxes"). */
  detail: z.string(),
  /** backups: how often they run, when the tool knows. */
  backupFrequency: z.enum(BACKUP_FREQUENCIES).nullish(),
});
export type ControlObservation = z.infer<typeof ControlObservationSchema>;

export const SecurityReadingSchema = ControlObservationSchema.extend({
  /** The tool's name ("Microsoft 365") or "Risk scan". */
  source: z.string(),
  sourceKind: z.enum(SECURITY_READING_SOURCES),
  /** The vendor (EDR vendor on the cyber form); null for the scan. */
  vendor: z.string().nullable(),
  observedAt: z.string(),
});
export type SecurityReading = z.infer<typeof SecurityReadingSchema>;

export const SecurityReadingsSchema = z.object({ readings: z.array(SecurityReadingSchema) });
export type SecurityReadings = z.infer<typeof SecurityReadingsSchema>;

/**
 * What the outside-in scan can tell of a control: only what it sees from the internet, so only a
 * "no" (remote desktop open to the internet is remote access without a second factor in front).
 */
export const RISK_SCAN_CONTROL_FINDINGS = [
  { factor: 'networkSecurity', severity: 'HIGH', control: 'mfaRemoteAccess', value: false },
] as const;

/** The readings of the account's latest risk scan. */
export function riskScanReadings(scan: RiskScan | null): SecurityReading[] {
  if (!scan) return [];
  return RISK_SCAN_CONTROL_FINDINGS.flatMap((rule) => {
    const finding = scan.findings.find(
      (f) => f.factor === rule.factor && f.severity === rule.severity,
    );
    if (!finding) return [];
    return [
      {
        control: rule.control,
        value: rule.value,
        detail: finding.title,
        source: RISK_SCAN_SOURCE,
        sourceKind: 'RISK_SCAN' as const,
        vendor: null,
        observedAt: scan.createdAt,
      },
    ];
  });
}

/**
 * One reading per control: a connected tool (it sees inside) wins over the scan (it sees from
 * outside); among tools, the newest observation.
 */
export function strongestReadings(readings: readonly SecurityReading[]): SecurityReading[] {
  const best = new Map<SecurityControl, SecurityReading>();
  const rank = (r: SecurityReading) => (r.sourceKind === 'CONNECTOR' ? 1 : 0);
  for (const r of readings) {
    const held = best.get(r.control);
    if (
      !held ||
      rank(r) > rank(held) ||
      (rank(r) === rank(held) && r.observedAt > held.observedAt)
    ) {
      best.set(r.control, r);
    }
  }
  return SECURITY_CONTROLS.flatMap((c) => (best.has(c) ? [best.get(c)!] : []));
}

/** A field a reading fills: its path in the form, the value it proposes and the reading. */
export type ReadingPrefill = {
  path: string;
  value: boolean | string;
  reading: SecurityReading;
};

/**
 * The security questions (spec 3 §3) each control answers. Backups answer "backups kept
 * separate"; the questionnaire's backup frequency starts at its default (every six months), so
 * it is never "unanswered" and is left to the broker.
 */
export const CONTROL_SECURITY_QUESTIONS: Readonly<Record<SecurityControl, readonly string[]>> = {
  mfaEmail: ['mfaEmail'],
  mfaRemoteAccess: ['mfaRemoteAccess'],
  mfaCloud: ['mfaCloudDeployments'],
  edr: [],
  backups: ['p250Details.backupFrequencySeparate'],
  securityTraining: ['isSecurityTraining'],
  incidentResponse: ['incidentResponsePlan'],
};

/** The US cyber underwriting form's fields each control answers (Yes / No). */
export const CONTROL_CYBER_FORM_FIELDS: Readonly<
  Record<SecurityControl, readonly (keyof CyberFormAnswers)[]>
> = {
  mfaEmail: ['mfaEmail'],
  mfaRemoteAccess: ['mfaRemoteSystemAccess'],
  mfaCloud: ['mfaCloud'],
  edr: ['edr', 'edrVendor'],
  backups: ['backupFrequency'],
  securityTraining: ['training'],
  incidentResponse: ['planIncidentResponse'],
};

const valueAt = (values: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | null)?.[key], values);

const unanswered = (value: unknown) => value === null || value === undefined || value === '';

function prefillsOf(
  current: Record<string, unknown>,
  readings: readonly SecurityReading[],
  fieldsOf: (control: SecurityControl) => readonly string[],
  proposed: (reading: SecurityReading, path: string) => boolean | string | null,
): ReadingPrefill[] {
  const out: ReadingPrefill[] = [];
  for (const reading of strongestReadings(readings)) {
    for (const path of fieldsOf(reading.control)) {
      const value = proposed(reading, path);
      if (value === null || !unanswered(valueAt(current, path))) continue;
      out.push({ path, value, reading });
    }
  }
  return out;
}

const frequencyOf = (r: SecurityReading): BackupFrequency | null =>
  r.backupFrequency ?? (r.value ? null : 'NEVER');

/**
 * What the readings fill in the security questions: only questions nobody has answered. A stored
 * answer that a reading contradicts is left as it is (see `readingConflicts`).
 */
export function securityQuestionPrefills(
  answers: Partial<SecurityQuestionAnswers>,
  readings: readonly SecurityReading[],
): ReadingPrefill[] {
  return prefillsOf(
    answers as Record<string, unknown>,
    readings,
    (c) => CONTROL_SECURITY_QUESTIONS[c],
    (r) => r.value,
  );
}

/** What the readings fill on the cyber underwriting form (YES / NO, the EDR vendor). */
export function cyberFormPrefills(
  form: Partial<CyberFormAnswers>,
  readings: readonly SecurityReading[],
): ReadingPrefill[] {
  return prefillsOf(
    form as Record<string, unknown>,
    readings,
    (c) => CONTROL_CYBER_FORM_FIELDS[c],
    (r, path) => {
      if (path === 'backupFrequency') return frequencyOf(r);
      if (path === 'edrVendor') return r.value ? r.vendor : null;
      return r.value ? 'YES' : 'NO';
    },
  );
}

/**
 * Answers a person gave that a reading contradicts (a yes the tool reads as no): shown beside
 * the question so the broker can correct it; never changed on their behalf.
 */
export function readingConflicts(
  answers: Record<string, unknown>,
  readings: readonly SecurityReading[],
  fieldsOf: (control: SecurityControl) => readonly string[],
): ReadingPrefill[] {
  const out: ReadingPrefill[] = [];
  for (const reading of strongestReadings(readings)) {
    for (const path of fieldsOf(reading.control)) {
      const given = valueAt(answers, path);
      const asBool = given === 'YES' ? true : given === 'NO' ? false : given;
      if (typeof asBool === 'boolean' && asBool !== reading.value) {
        out.push({ path, value: reading.value, reading });
      }
    }
  }
  return out;
}

/** Sets each prefill's value at its path (a copy; nested objects copied on the way). */
export function applyPrefills<T extends Record<string, unknown>>(
  values: T,
  prefills: readonly ReadingPrefill[],
): T {
  const out: Record<string, unknown> = { ...values };
  for (const { path, value } of prefills) {
    const keys = path.split('.');
    let node = out;
    for (const key of keys.slice(0, -1)) {
      node[key] = { ...((node[key] as Record<string, unknown> | undefined) ?? {}) };
      node = node[key] as Record<string, unknown>;
    }
    node[keys[keys.length - 1]!] = value;
  }
  return out as T;
}

/** The distinct sources of some prefills, in order ("Microsoft 365", "Risk scan"). */
export const prefillSources = (prefills: readonly ReadingPrefill[]): string[] => [
  ...new Set(prefills.map((p) => p.reading.source)),
];

import { describe, expect, it } from 'vitest';
import {
  applyPrefills,
  cyberFormPrefills,
  readingConflicts,
  riskScanReadings,
  securityQuestionPrefills,
  strongestReadings,
  CONTROL_SECURITY_QUESTIONS,
  type RiskScan,
  type SecurityReading,
} from '../src/index.ts';

const reading = (over: Partial<SecurityReading>): SecurityReading => ({
  control: 'mfaEmail',
  value: true,
  detail: 'MFA enforced on all 40 mailboxes',
  source: 'Microsoft 365',
  sourceKind: 'CONNECTOR',
  vendor: 'Microsoft',
  observedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('security readings (decision 035)', () => {
  it('one reading per control: a tool beats the scan, the newest tool beats an older one', () => {
    const scan = reading({
      control: 'mfaRemoteAccess',
      value: false,
      source: 'Risk scan',
      sourceKind: 'RISK_SCAN',
      vendor: null,
      observedAt: '2026-11-25T00:00:00.000Z',
    });
    const tool = reading({ control: 'mfaRemoteAccess', value: true });
    const older = reading({
      value: false,
      source: 'Google Workspace',
      observedAt: '2026-11-01T00:00:00.000Z',
    });
    const newer = reading({});
    const best = strongestReadings([scan, tool, older, newer]);
    expect(best).toEqual([newer, tool]);
    expect(strongestReadings([scan])).toEqual([scan]);
  });

  it('pre-fills only unanswered questions, never an answer a person gave', () => {
    const readings = [
      reading({}),
      reading({ control: 'mfaRemoteAccess', value: false, detail: '3 sign-ins without MFA' }),
      reading({
        control: 'backups',
        value: true,
        backupFrequency: 'DAILY',
        source: 'Amazon Web Services',
      }),
      reading({ control: 'edr', source: 'CrowdStrike Falcon', vendor: 'CrowdStrike' }),
    ];
    const prefills = securityQuestionPrefills(
      { mfaEmail: null, mfaRemoteAccess: true, p250Details: { backupFrequencySeparate: null } },
      readings,
    );
    expect(prefills.map((p) => [p.path, p.value, p.reading.source])).toEqual([
      ['mfaEmail', true, 'Microsoft 365'],
      ['p250Details.backupFrequencySeparate', true, 'Amazon Web Services'],
    ]);
    // EDR is not a security question: it pre-fills the cyber form with its vendor
    const form = cyberFormPrefills({ mfaEmail: 'UNCERTAIN', edr: null }, readings);
    expect(form.map((p) => [p.path, p.value])).toEqual([
      ['mfaRemoteSystemAccess', 'NO'],
      ['edr', 'YES'],
      ['edrVendor', 'CrowdStrike'],
      ['backupFrequency', 'DAILY'],
    ]);
    expect(CONTROL_SECURITY_QUESTIONS.edr).toEqual([]);
  });

  it('names the answers a reading contradicts without changing them', () => {
    const conflicts = readingConflicts(
      { mfaEmail: true, mfaRemoteAccess: null },
      [reading({ value: false, detail: '4 of 40 mailboxes sign in without MFA' })],
      (c) => CONTROL_SECURITY_QUESTIONS[c],
    );
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ path: 'mfaEmail', value: false });
  });

  it('applies prefills at nested paths without touching the original', () => {
    const values = { mfaEmail: null, p250Details: { dmzSeparation: true } };
    const next = applyPrefills(values, [
      { path: 'mfaEmail', value: true, reading: reading({}) },
      { path: 'p250Details.backupFrequencySeparate', value: false, reading: reading({}) },
    ]);
    expect(next).toEqual({
      mfaEmail: true,
      p250Details: { dmzSeparation: true, backupFrequencySeparate: false },
    });
    expect(values).toEqual({ mfaEmail: null, p250Details: { dmzSeparation: true } });
  });

  it('the risk scan reads only what it sees from outside: remote desktop open is no MFA on remote access', () => {
    const scan = {
      id: 's',
      accountId: 'a',
      provider: 'builtin',
      trigger: 'CREATE',
      companyScore: 50,
      industryScore: null,
      portfolioScore: null,
      factors: {} as RiskScan['factors'],
      findings: [
        {
          factor: 'networkSecurity',
          severity: 'HIGH',
          title: 'Remote desktop (RDP) reachable from the internet',
        },
        {
          factor: 'cloudSecurity',
          severity: 'LOW',
          title: 'Cloud services detected without evidence of MFA',
        },
      ],
      createdAt: '2026-11-25T09:00:00.000Z',
    } as RiskScan;
    expect(riskScanReadings(scan)).toEqual([
      {
        control: 'mfaRemoteAccess',
        value: false,
        detail: 'Remote desktop (RDP) reachable from the internet',
        source: 'Risk scan',
        sourceKind: 'RISK_SCAN',
        vendor: null,
        observedAt: '2026-11-25T09:00:00.000Z',
      },
    ]);
    expect(riskScanReadings({ ...scan, findings: scan.findings.slice(1) })).toEqual([]);
    expect(riskScanReadings(null)).toEqual([]);
  });
});

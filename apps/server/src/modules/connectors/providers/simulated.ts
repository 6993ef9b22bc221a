import { createHash } from 'node:crypto';
import {
  CONNECTOR_MESSAGES,
  connectorDefinition,
  type ControlObservation,
  type ConnectorFinding,
  type RiskFactorKey,
  type SecurityControl,
} from '@cyber/domain';
import type { CollectedAction, ConnectInput, ConnectorProvider } from './provider.ts';

/** What the tool reports behind a weak factor, and what to do about it. */
const FACTOR_TEXT: Record<RiskFactorKey, { finding: string; action: string }> = {
  networkSecurity: {
    finding: 'Internet-facing services with known vulnerabilities',
    action: 'Patch or close the exposed services the tool flags',
  },
  cloudSecurity: {
    finding: 'Cloud resources readable from the internet',
    action: 'Block public access on storage and tighten security groups',
  },
  endpointSecurity: {
    finding: 'Devices without active protection',
    action: 'Install and enable protection on every device',
  },
  darkIntelligence: {
    finding: 'Company credentials found in breach data',
    action: 'Reset the passwords of the exposed accounts',
  },
  fundsTransfer: {
    finding: 'Users susceptible to payment-fraud e-mails',
    action: 'Require call-back verification for payment and bank-detail changes',
  },
  cyberExtortion: {
    finding: 'Ransomware protections not enforced everywhere',
    action: 'Turn on tamper and ransomware protection and keep offline backups',
  },
  compliance: {
    finding: 'Controls failing their policy benchmark',
    action: 'Remediate the failing controls of your policy',
  },
  insiderThreat: {
    finding: 'Accounts without multi-factor authentication',
    action: 'Enforce multi-factor authentication for every user',
  },
  supplyChain: {
    finding: 'Third-party components with known vulnerabilities',
    action: 'Update the vulnerable third-party components',
  },
};

const POINTS = { HIGH: 12, MEDIUM: 7, LOW: 3 } as const;

const hashInt = (...parts: string[]) =>
  createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0);

/** A fingerprint of the credentials (never stored): different keys may see different posture. */
const fingerprint = ({ credentials, metadata }: ConnectInput) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        credentials.token ?? '',
        credentials.username ?? '',
        metadata.azureTenantId ?? '',
        metadata.domain ?? '',
        [...(metadata.regions ?? [])].sort(),
      ]),
    )
    .digest('hex');

const rejected = ({ credentials, metadata }: ConnectInput) =>
  [
    credentials.token,
    credentials.username,
    credentials.password,
    metadata.azureTenantId,
    metadata.domain,
  ].some((v) => !!v && v.trim().toLowerCase().startsWith('invalid'));

/** The posture score before the day's drift: 45–95, stable per account, tool and credentials. */
export const simulatedBaseScore = (input: ConnectInput) =>
  45 + (hashInt(input.account.id, input.connectorType, fingerprint(input)) % 51);

const DAY_MS = 86_400_000;

/**
 * What the tool reads of one control: in place when its local reading (the score, moved ±10 by
 * account, tool and control) is 60 or more; counts are stable per account and tool.
 */
function observe(input: ConnectInput, score: number, control: SecurityControl): ControlObservation {
  const h = (what: string) => hashInt(input.account.id, input.connectorType, control, what);
  const value = score + (h('local') % 21) - 10 >= 60;
  const total = 8 + (h('total') % 190);
  const short = 1 + (h('short') % Math.max(1, Math.floor(total / 3)));
  const { vendor } = connectorDefinition(input.connectorType);
  switch (control) {
    case 'mfaEmail':
      return {
        control,
        value,
        detail: value
          ? `MFA enforced on all ${total} mailboxes`
          : `${short} of ${total} mailboxes sign in without MFA`,
      };
    case 'mfaRemoteAccess':
      return {
        control,
        value,
        detail: value
          ? 'Remote access (VPN and remote desktop) requires MFA'
          : `${short} remote-access sign-ins without MFA in the last 30 days`,
      };
    case 'mfaCloud':
      return {
        control,
        value,
        detail: value
          ? `MFA required for all ${total} cloud console users`
          : `${short} of ${total} cloud console users without MFA`,
      };
    case 'edr':
      return {
        control,
        value,
        detail: value
          ? `${vendor} protection active on all ${total} devices`
          : `${vendor} protection active on ${total - short} of ${total} devices`,
      };
    case 'backups':
      return value
        ? {
            control,
            value,
            detail: 'Daily backups, copied to a separate account',
            backupFrequency: 'DAILY',
          }
        : {
            control,
            value,
            detail: 'Weekly backups, kept in the same account as the data',
            backupFrequency: 'WEEKLY',
          };
    case 'securityTraining':
      return {
        control,
        value,
        detail: value
          ? `Security training completed by ${total - short} of ${total} staff this year`
          : 'No training campaign in the last 12 months',
      };
    case 'incidentResponse':
      return {
        control,
        value,
        detail: value
          ? 'Round-the-clock monitoring with an incident-response plan on file'
          : 'Monitoring without an incident-response plan on file',
      };
  }
}

/**
 * The built-in provider: no vendor is reachable from here, so it derives the tool's answer from
 * the account and the credentials. The same inputs give the same score on the same day (a small
 * ±3 drift from day to day makes a history); a credential starting with "invalid" is refused as
 * the tool would refuse it.
 */
export const simulatedProvider: ConnectorProvider = {
  name: 'simulated',
  async connect(input) {
    if (!rejected(input)) return { ok: true };
    const scanner = connectorDefinition(input.connectorType).category === 'VULNERABILITY_SCANNER';
    return {
      ok: false,
      error: scanner ? CONNECTOR_MESSAGES.connectFailed : CONNECTOR_MESSAGES.addFailed,
    };
  },
  async collect(input) {
    const base = simulatedBaseScore(input);
    const day = Math.floor(input.now.getTime() / DAY_MS);
    const drift = (hashInt(fingerprint(input), String(day)) % 7) - 3;
    const score = Math.max(0, Math.min(100, base + drift));
    const findings: ConnectorFinding[] = [];
    const actions: CollectedAction[] = [];
    for (const factor of connectorDefinition(input.connectorType).factors) {
      const local = score + (hashInt(input.account.id, input.connectorType, factor) % 21) - 10;
      const severity = local < 55 ? 'HIGH' : local < 70 ? 'MEDIUM' : local < 85 ? 'LOW' : null;
      if (!severity) continue;
      const text = FACTOR_TEXT[factor];
      findings.push({ factor, severity, title: text.finding });
      actions.push({
        id: `${input.connectorType}-${factor}`,
        title: text.action,
        factor,
        priority: severity,
        points: POINTS[severity],
      });
    }
    const controls = connectorDefinition(input.connectorType).controls.map((c) =>
      observe(input, score, c),
    );
    return { score, findings, actions, controls };
  },
};

/** The provider of a connector type: today every type uses the simulated one. */
export function connectorProvider(): ConnectorProvider {
  return simulatedProvider;
}

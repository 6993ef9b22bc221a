import { createHash } from 'node:crypto';
import {
  CONNECTOR_MESSAGES,
  connectorDefinition,
  type ConnectorFinding,
  type RiskFactorKey,
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
    return { score, findings, actions };
  },
};

/** The provider of a connector type: today every type uses the simulated one. */
export function connectorProvider(): ConnectorProvider {
  return simulatedProvider;
}

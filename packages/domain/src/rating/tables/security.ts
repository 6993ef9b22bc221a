import { RISK_FACTOR_KEYS, type RiskFactorKey } from '../../accounts/risk-factors.ts';

/**
 * The security modifier: yes/no answers to the security questions (spec 3 §3) and the nine risk
 * factors (0–100, 100 best). Credits and debits, weights, the score curve and the referral and
 * decline thresholds are the products' filed-rate assumptions; which controls matter follows the
 * controls insurers ask about in every cyber application (MFA, backups, EDR, training, plans).
 */

/** Answers the engine prices (true yes, false no, null unanswered). */
export const RATED_SECURITY_ANSWER_KEYS = [
  'mfaEmail',
  'mfaRemoteAccess',
  'mfaCloudDeployments',
  'mfaMissionCriticalSystems',
  'mfaAuthentication',
  'incidentResponsePlan',
  'isSecurityTraining',
  'useEncryption',
  'isSecurityOfficer',
  'dmzSeparation',
  'thirdPartySecurityAgreement',
  'testedFullFailover',
  'isVerifyingBankAccounts',
  'isAuthenticatingFundTransferRequests',
  'isPreventingUnauthorizedWireTransfers',
  'pastCyberIncident',
  'securityBreachRequiringNotification',
  'lossInBusinessIncome',
  'civilOrCriminalAction',
  'pendingLitigation',
] as const;
export type RatedSecurityAnswerKey = (typeof RATED_SECURITY_ANSWER_KEYS)[number];
export type SecurityAnswers = Partial<Record<RatedSecurityAnswerKey, boolean | null>>;

/** How the answers read in reasons and the breakdown. */
export const SECURITY_ANSWER_LABELS: Readonly<Record<RatedSecurityAnswerKey, string>> = {
  mfaEmail: 'MFA for e-mail',
  mfaRemoteAccess: 'MFA for remote access',
  mfaCloudDeployments: 'MFA for cloud deployments',
  mfaMissionCriticalSystems: 'MFA for mission-critical systems',
  mfaAuthentication: 'MFA for other authentication',
  incidentResponsePlan: 'Incident response plan',
  isSecurityTraining: 'Security awareness training',
  useEncryption: 'Encryption of sensitive data',
  isSecurityOfficer: 'Designated security officer',
  dmzSeparation: 'DMZ separation',
  thirdPartySecurityAgreement: 'Third-party security agreements',
  testedFullFailover: 'Tested full failover',
  isVerifyingBankAccounts: 'Bank account changes verified',
  isAuthenticatingFundTransferRequests: 'Fund transfer requests authenticated',
  isPreventingUnauthorizedWireTransfers: 'Unauthorized wire transfers prevented',
  pastCyberIncident: 'Past cyber incident',
  securityBreachRequiringNotification: 'Security breach requiring notification',
  lossInBusinessIncome: 'Loss of business income',
  civilOrCriminalAction: 'Civil or criminal action',
  pendingLitigation: 'Pending litigation',
};

export type AnswerRule = {
  /** Factor when the answer is yes / no. */
  yes: number;
  no: number;
  /**
   * Unanswered makes the price an indication and is priced as No; an unanswered optional
   * question is neutral (its credit is earned by answering Yes).
   */
  required: boolean;
  /** A yes is bad news (incidents, litigation); unanswered is then neutral, not "No". */
  adverse?: boolean;
  /** A yes refers to an underwriter. */
  refersWhenYes?: boolean;
};

export const SECURITY_ANSWER_RULES: Readonly<Record<RatedSecurityAnswerKey, AnswerRule>> = {
  mfaEmail: { yes: 0.97, no: 1.1, required: true },
  mfaRemoteAccess: { yes: 0.97, no: 1.15, required: true },
  mfaCloudDeployments: { yes: 0.98, no: 1.05, required: false },
  mfaMissionCriticalSystems: { yes: 0.98, no: 1.05, required: false },
  mfaAuthentication: { yes: 0.99, no: 1.03, required: false },
  incidentResponsePlan: { yes: 0.97, no: 1.05, required: true },
  isSecurityTraining: { yes: 0.98, no: 1.04, required: true },
  useEncryption: { yes: 0.98, no: 1.04, required: false },
  isSecurityOfficer: { yes: 0.99, no: 1.02, required: false },
  dmzSeparation: { yes: 0.99, no: 1.02, required: false },
  thirdPartySecurityAgreement: { yes: 0.99, no: 1.02, required: false },
  testedFullFailover: { yes: 0.98, no: 1.03, required: false },
  isVerifyingBankAccounts: { yes: 0.99, no: 1.03, required: false },
  isAuthenticatingFundTransferRequests: { yes: 0.99, no: 1.03, required: false },
  isPreventingUnauthorizedWireTransfers: { yes: 0.99, no: 1.03, required: false },
  pastCyberIncident: { yes: 1.15, no: 1.0, required: true, adverse: true },
  securityBreachRequiringNotification: { yes: 1.15, no: 1.0, required: false, adverse: true },
  lossInBusinessIncome: { yes: 1.05, no: 1.0, required: false, adverse: true },
  civilOrCriminalAction: {
    yes: 1.1,
    no: 1.0,
    required: false,
    adverse: true,
    refersWhenYes: true,
  },
  pendingLitigation: { yes: 1.1, no: 1.0, required: false, adverse: true, refersWhenYes: true },
};

/** The product of the answer factors is kept within these bounds. */
export const ANSWER_MODIFIER_BOUNDS = { min: 0.8, max: 1.5 } as const;

/** Weights of the nine risk factors in the security score (they sum to 1). */
export const RISK_FACTOR_WEIGHTS: Readonly<Record<RiskFactorKey, number>> = {
  networkSecurity: 0.15,
  endpointSecurity: 0.15,
  cyberExtortion: 0.15,
  fundsTransfer: 0.1,
  cloudSecurity: 0.1,
  darkIntelligence: 0.1,
  compliance: 0.1,
  insiderThreat: 0.075,
  supplyChain: 0.075,
};

/** Security score (0–100) to factor; linear between points, 60 is neutral. */
export const RISK_SCORE_CURVE: readonly (readonly [score: number, factor: number])[] = [
  [0, 1.6],
  [30, 1.4],
  [40, 1.25],
  [50, 1.1],
  [60, 1.0],
  [70, 0.95],
  [80, 0.9],
  [90, 0.85],
  [100, 0.8],
];

export const SECURITY_THRESHOLDS = {
  /** A security score below this refers. */
  referBelow: 40,
  /** A security score below this declines ("Poor Cyber Security Controls"). */
  declineBelow: 25,
  /** Any single factor below this refers. */
  factorReferBelow: 20,
} as const;

/** The weighted security score of the nine factors, rounded to one decimal. */
export function securityScoreOf(factors: Readonly<Record<RiskFactorKey, number>>): number {
  let score = 0;
  for (const key of RISK_FACTOR_KEYS) score += factors[key] * RISK_FACTOR_WEIGHTS[key];
  return Math.round(score * 10) / 10;
}

export function riskScoreFactor(score: number): number {
  let i = 1;
  while (i < RISK_SCORE_CURVE.length - 1 && score > RISK_SCORE_CURVE[i]![0]) i++;
  const [x0, y0] = RISK_SCORE_CURVE[i - 1]!;
  const [x1, y1] = RISK_SCORE_CURVE[i]!;
  return y0 + ((Math.min(Math.max(score, x0), x1) - x0) * (y1 - y0)) / (x1 - x0);
}

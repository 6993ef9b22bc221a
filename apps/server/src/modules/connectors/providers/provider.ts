import type {
  ControlObservation,
  ConnectorCredentials,
  ConnectorFinding,
  ConnectorMetadata,
  ConnectorType,
  RiskFactorKey,
} from '@cyber/domain';

/** What a connector provider is told about the account (firm facts only, never personal data). */
export type ConnectorSubject = {
  id: string;
  name: string;
  cbid: string;
  domainName: string | null;
};

export type ConnectInput = {
  connectorType: ConnectorType;
  account: ConnectorSubject;
  credentials: ConnectorCredentials;
  metadata: ConnectorMetadata;
};

/** A recommended action before it is bound to a connection. */
export type CollectedAction = {
  id: string;
  title: string;
  factor: RiskFactorKey;
  priority: 'HIGH' | 'MEDIUM' | 'LOW';
  points: number;
};

export type Collected = {
  score: number;
  findings: ConnectorFinding[];
  actions: CollectedAction[];
  /** What the tool reads of the questionnaire's controls (its definition's `controls`). */
  controls: ControlObservation[];
};

/**
 * One security tool behind one seam: `connect` checks the credentials with the tool, `collect`
 * reads its posture as findings, recommended actions, a 0–100 score (100 best) and what it
 * observes of the questionnaire's controls (MFA, EDR, backups, training, incident response). A real vendor
 * API is one more implementation chosen in `connectorProvider`.
 */
export type ConnectorProvider = {
  /** Stored as connector_connections.provider. */
  readonly name: string;
  connect: (input: ConnectInput) => Promise<{ ok: true } | { ok: false; error: string }>;
  collect: (input: ConnectInput & { now: Date }) => Promise<Collected>;
};

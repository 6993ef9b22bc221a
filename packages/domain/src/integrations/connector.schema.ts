import { z } from 'zod';
import { SECURITY_CONTROLS, type SecurityControl } from '../security/readings.ts';
import {
  RISK_FACTOR_KEYS,
  type RiskFactorKey,
  type RiskFactors,
} from '../accounts/risk-factors.ts';

/**
 * Security-tool connectors (spec 2 §2 connector dialogs, §3 Connection, §4 removal, §5 connector
 * forms, §7 Connectors, §8, §9). Messages marked `spec` are verbatim; the others are designed
 * (docs/decisions/025-connectors.md).
 */
export const CONNECTOR_MESSAGES = {
  /** spec §5 */
  apiKeyRequired: 'API Key is required',
  /** spec §5 */
  tokenRequired: 'Token is required',
  /** spec §5 */
  apiUserRequired: 'API User is required',
  /** spec §5 */
  passwordRequired: 'Password is required',
  /** spec §8 */
  addFailed: 'Failed to add the connector',
  /** spec §8 (vulnerability scanners) */
  connectFailed: 'Failed to connect, please try again later',
  /** spec §8 */
  added: 'Connector added successfully!',
  removed: 'Connector removed successfully!',
  agreementSaved: 'Privacy addendum accepted.',
  agreementRequired: 'Please accept the privacy addendum for this connector first.',
  agreementMustBeTicked: 'Please tick the box to accept the privacy addendum.',
  alreadyConnected: 'This connector is already connected to the account.',
  connectionNotFound: 'Connection not found.',
  accountNotFound: 'Account not found.',
  accountRequired: 'Choose the account whose connectors you manage.',
  readOnly: 'Provider staff can view connections but not change them.',
  unknownConnector: 'Unknown connector.',
  tenantRequired: 'Tenant ID is required',
  domainRequired: 'Domain is required',
  regionRequired: 'Choose at least one AWS region',
  unknownRegion: 'Unknown AWS region',
  refreshed: 'Connector data refreshed.',
} as const;

/** spec §9: the success message shows 5 s after a removal is confirmed. */
export const CONNECTOR_REMOVAL_DELAY_MS = 5000;
/** spec §9: deleted connector data is purged from backups within this many days. */
export const CONNECTOR_BACKUP_PURGE_DAYS = 90;

export const CONNECTOR_CATEGORIES = [
  'CLOUD',
  'EMAIL_IDENTITY',
  'ENDPOINT',
  'VULNERABILITY_SCANNER',
  'TRAINING',
  'MDR',
  'DNS_WEB',
] as const;
export type ConnectorCategory = (typeof CONNECTOR_CATEGORIES)[number];

/**
 * How a connector authenticates: CONSENT (the customer grants read access in the tool and names
 * the tenant or domain), TOKEN (security-tool / training-provider token form), API_KEY (key-based
 * connector, sent with the cbid), USERNAME_PASSWORD (vulnerability-scanner credentials form).
 */
export const CONNECTOR_AUTH_KINDS = ['CONSENT', 'TOKEN', 'API_KEY', 'USERNAME_PASSWORD'] as const;
export type ConnectorAuthKind = (typeof CONNECTOR_AUTH_KINDS)[number];

export const CONNECTOR_TYPES = [
  'MICROSOFT',
  'GOOGLE',
  'GOOGLEWORKSPACE',
  'AWS',
  'CLOUDFLARE',
  'GSC',
  'QUALYSCS',
  'QUALYSPC',
  'QUALYSVM',
  'TENABLE',
  'SAFEGUARD',
  'SECUREWORKS',
  'SECURITYSTUDIO',
  'SOPHOS',
  'CROWDSTRIKE',
  'SENTINELONE',
  'WIZER',
  'KNOWBE4',
  'COWBELL_MDR',
] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];
export const ConnectorTypeSchema = z.enum(CONNECTOR_TYPES, {
  error: () => CONNECTOR_MESSAGES.unknownConnector,
});

/** What the consent metadata names: a Microsoft tenant or a Google domain. */
export type ConsentField = 'azureTenantId' | 'domain';

export type ConnectorDefinition = {
  type: ConnectorType;
  name: string;
  vendor: string;
  category: ConnectorCategory;
  authKind: ConnectorAuthKind;
  /** The risk factors (spec 3 §3) its score informs. */
  factors: readonly RiskFactorKey[];
  /** The questionnaire controls it reads (decision 035): MFA, EDR, backups, training, IR. */
  controls: readonly SecurityControl[];
  description: string;
  /** CONSENT connectors: the read-only access the customer grants. */
  scopes?: readonly string[];
  consentField?: ConsentField;
  /** AWS: the regions to read are chosen on connect. */
  regions?: boolean;
};

const def = (d: ConnectorDefinition) => d;

/** The connector catalogue (GET /api/connector/v1/connectors/all). */
export const CONNECTOR_CATALOGUE: readonly ConnectorDefinition[] = [
  def({
    type: 'MICROSOFT',
    name: 'Microsoft 365',
    vendor: 'Microsoft',
    category: 'EMAIL_IDENTITY',
    authKind: 'CONSENT',
    controls: ['mfaEmail', 'mfaRemoteAccess', 'mfaCloud'],
    factors: ['cloudSecurity', 'insiderThreat', 'fundsTransfer'],
    description: 'MFA coverage, admin roles and mail protection of your Microsoft 365 tenant.',
    scopes: ['Directory.Read.All', 'SecurityEvents.Read.All', 'Policy.Read.All'],
    consentField: 'azureTenantId',
  }),
  def({
    type: 'GOOGLEWORKSPACE',
    name: 'Google Workspace',
    vendor: 'Google',
    category: 'EMAIL_IDENTITY',
    authKind: 'CONSENT',
    controls: ['mfaEmail'],
    factors: ['insiderThreat', 'fundsTransfer'],
    description: '2-step verification, admin accounts and Gmail protection settings.',
    scopes: ['admin.directory.user.readonly', 'admin.reports.audit.readonly'],
    consentField: 'domain',
  }),
  def({
    type: 'GOOGLE',
    name: 'Google Cloud',
    vendor: 'Google',
    category: 'CLOUD',
    authKind: 'CONSENT',
    controls: ['mfaCloud', 'backups'],
    factors: ['cloudSecurity', 'networkSecurity'],
    description: 'Security Command Center findings of your Google Cloud projects.',
    scopes: ['cloud-platform.read-only'],
    consentField: 'domain',
  }),
  def({
    type: 'AWS',
    name: 'Amazon Web Services',
    vendor: 'Amazon',
    category: 'CLOUD',
    authKind: 'USERNAME_PASSWORD',
    controls: ['mfaCloud', 'backups'],
    factors: ['cloudSecurity', 'networkSecurity'],
    description: 'Security Hub findings of the regions you choose (read-only access key).',
    regions: true,
  }),
  def({
    type: 'CLOUDFLARE',
    name: 'Cloudflare',
    vendor: 'Cloudflare',
    category: 'DNS_WEB',
    authKind: 'TOKEN',
    controls: [],
    factors: ['networkSecurity', 'cyberExtortion'],
    description: 'DNSSEC, TLS, WAF and DDoS settings of your zones.',
  }),
  def({
    type: 'GSC',
    name: 'Google Search Console',
    vendor: 'Google',
    category: 'DNS_WEB',
    authKind: 'CONSENT',
    controls: [],
    factors: ['networkSecurity', 'supplyChain'],
    description: 'Security issues and hacked-content alerts of your web properties.',
    scopes: ['webmasters.readonly'],
    consentField: 'domain',
  }),
  def({
    type: 'QUALYSVM',
    name: 'Qualys Vulnerability Management',
    vendor: 'Qualys',
    category: 'VULNERABILITY_SCANNER',
    authKind: 'USERNAME_PASSWORD',
    controls: [],
    factors: ['networkSecurity', 'endpointSecurity'],
    description: 'Open vulnerabilities by severity across your scanned hosts.',
  }),
  def({
    type: 'QUALYSPC',
    name: 'Qualys Policy Compliance',
    vendor: 'Qualys',
    category: 'VULNERABILITY_SCANNER',
    authKind: 'USERNAME_PASSWORD',
    controls: [],
    factors: ['compliance'],
    description: 'Configuration controls passed and failed against your policies.',
  }),
  def({
    type: 'QUALYSCS',
    name: 'Qualys Container Security',
    vendor: 'Qualys',
    category: 'VULNERABILITY_SCANNER',
    authKind: 'USERNAME_PASSWORD',
    controls: [],
    factors: ['cloudSecurity', 'supplyChain'],
    description: 'Vulnerable images and running containers.',
  }),
  def({
    type: 'TENABLE',
    name: 'Tenable Vulnerability Management',
    vendor: 'Tenable',
    category: 'VULNERABILITY_SCANNER',
    authKind: 'USERNAME_PASSWORD',
    controls: [],
    factors: ['networkSecurity', 'endpointSecurity'],
    description: 'Asset exposure and vulnerability severity from Tenable scans.',
  }),
  def({
    type: 'SOPHOS',
    name: 'Sophos Central',
    vendor: 'Sophos',
    category: 'ENDPOINT',
    authKind: 'TOKEN',
    controls: ['edr'],
    factors: ['endpointSecurity', 'cyberExtortion'],
    description: 'Endpoint protection coverage, tamper protection and alerts.',
  }),
  def({
    type: 'CROWDSTRIKE',
    name: 'CrowdStrike Falcon',
    vendor: 'CrowdStrike',
    category: 'ENDPOINT',
    authKind: 'TOKEN',
    controls: ['edr'],
    factors: ['endpointSecurity', 'cyberExtortion'],
    description: 'Sensor coverage, prevention policies and detections.',
  }),
  def({
    type: 'SENTINELONE',
    name: 'SentinelOne Singularity',
    vendor: 'SentinelOne',
    category: 'ENDPOINT',
    authKind: 'TOKEN',
    controls: ['edr'],
    factors: ['endpointSecurity', 'cyberExtortion'],
    description: 'Agent coverage, protection mode and threats.',
  }),
  def({
    type: 'SAFEGUARD',
    name: 'One Identity Safeguard',
    vendor: 'One Identity',
    category: 'EMAIL_IDENTITY',
    authKind: 'TOKEN',
    controls: ['mfaRemoteAccess'],
    factors: ['insiderThreat', 'compliance'],
    description: 'Privileged accounts under management and password rotation.',
  }),
  def({
    type: 'SECUREWORKS',
    name: 'Secureworks Taegis',
    vendor: 'Secureworks',
    category: 'MDR',
    authKind: 'TOKEN',
    controls: ['edr', 'incidentResponse'],
    factors: ['endpointSecurity', 'networkSecurity', 'cyberExtortion'],
    description: 'Managed detection coverage and investigations.',
  }),
  def({
    type: 'COWBELL_MDR',
    name: 'Managed Detection & Response',
    vendor: 'Partner MDR',
    category: 'MDR',
    authKind: 'TOKEN',
    controls: ['edr', 'incidentResponse'],
    factors: ['endpointSecurity', 'networkSecurity', 'cyberExtortion'],
    description: 'Round-the-clock monitoring and response from our MDR partner.',
  }),
  def({
    type: 'SECURITYSTUDIO',
    name: 'SecurityStudio',
    vendor: 'SecurityStudio',
    category: 'VULNERABILITY_SCANNER',
    authKind: 'TOKEN',
    controls: [],
    factors: ['compliance', 'supplyChain'],
    description: 'S2Score information-security risk assessment.',
  }),
  def({
    type: 'WIZER',
    name: 'Wizer',
    vendor: 'Wizer',
    category: 'TRAINING',
    authKind: 'API_KEY',
    controls: ['securityTraining'],
    factors: ['insiderThreat', 'fundsTransfer'],
    description: 'Security-awareness training completion and phishing simulations.',
  }),
  def({
    type: 'KNOWBE4',
    name: 'KnowBe4',
    vendor: 'KnowBe4',
    category: 'TRAINING',
    authKind: 'TOKEN',
    controls: ['securityTraining'],
    factors: ['insiderThreat', 'fundsTransfer'],
    description: 'Training campaigns and phish-prone percentage.',
  }),
];

export const connectorDefinition = (type: ConnectorType): ConnectorDefinition =>
  CONNECTOR_CATALOGUE.find((c) => c.type === type)!;

/** The AWS regions a connection may read (GET /api/connector/v1/aws/regions). */
export const AWS_REGIONS = [
  { code: 'us-east-1', name: 'US East (N. Virginia)' },
  { code: 'us-east-2', name: 'US East (Ohio)' },
  { code: 'us-west-1', name: 'US West (N. California)' },
  { code: 'us-west-2', name: 'US West (Oregon)' },
  { code: 'ca-central-1', name: 'Canada (Central)' },
  { code: 'eu-west-1', name: 'Europe (Ireland)' },
  { code: 'eu-west-2', name: 'Europe (London)' },
  { code: 'eu-central-1', name: 'Europe (Frankfurt)' },
  { code: 'ap-southeast-2', name: 'Asia Pacific (Sydney)' },
  { code: 'ap-northeast-1', name: 'Asia Pacific (Tokyo)' },
] as const;
export const AWS_REGION_CODES = AWS_REGIONS.map((r) => r.code) as readonly string[];

/**
 * How much a connector's score weighs against the outside-in scan in a factor it informs: the
 * tool sees the inside, so it counts for more. Several connectors informing one factor count as
 * their mean.
 */
export const CONNECTOR_BLEND_WEIGHT = 0.6;

export type ConnectorSignal = { connectorType: ConnectorType; score: number };

/** Blend connector scores into the factors they inform (other factors are left as they are). */
export function blendRiskFactors(
  factors: RiskFactors,
  signals: readonly ConnectorSignal[],
): RiskFactors {
  const out = { ...factors };
  for (const key of RISK_FACTOR_KEYS) {
    const scores = signals
      .filter((s) => connectorDefinition(s.connectorType).factors.includes(key))
      .map((s) => s.score);
    if (scores.length === 0) continue;
    const inside = scores.reduce((a, b) => a + b, 0) / scores.length;
    out[key] = Math.round(
      CONNECTOR_BLEND_WEIGHT * inside + (1 - CONNECTOR_BLEND_WEIGHT) * factors[key],
    );
  }
  return out;
}

// ---------------------------------------------------------------- requests

const trimmed = z.string().trim();

/** Credentials as sent: a token, or a user name and password. Never returned. */
export const ConnectorCredentialsSchema = z.object({
  token: trimmed.max(2000).optional(),
  username: trimmed.max(320).optional(),
  password: z.string().max(2000).optional(),
});
export type ConnectorCredentials = z.infer<typeof ConnectorCredentialsSchema>;

export const ConnectorMetadataSchema = z.object({
  azureTenantId: trimmed.max(100).optional(),
  domain: trimmed.max(253).optional(),
  regions: z.array(z.string()).max(AWS_REGIONS.length).optional(),
});
export type ConnectorMetadata = z.infer<typeof ConnectorMetadataSchema>;

/**
 * POST /api/connector/v1/connections (spec 2 §3 payload): connector, provider, credentials,
 * cbid (the account), metadata. What the credentials must hold depends on the connector's auth
 * kind (`connectorInputIssues`).
 */
export const ConnectionCreateSchema = z.object({
  connector: ConnectorTypeSchema,
  provider: trimmed.max(100).optional(),
  credentials: ConnectorCredentialsSchema.default({}),
  cbid: trimmed.min(1, CONNECTOR_MESSAGES.accountRequired).max(40),
  metadata: ConnectorMetadataSchema.default({}),
});
export type ConnectionCreateInput = z.input<typeof ConnectionCreateSchema>;

/** What a connector of the given kind needs, as the spec's field messages (empty when fine). */
export function connectorInputIssues(
  type: ConnectorType,
  credentials: ConnectorCredentials,
  metadata: ConnectorMetadata,
): { field: string; message: string }[] {
  const d = connectorDefinition(type);
  const issues: { field: string; message: string }[] = [];
  const blank = (v: string | undefined) => !v || v.trim() === '';
  switch (d.authKind) {
    case 'TOKEN':
      if (blank(credentials.token))
        issues.push({ field: 'credentials.token', message: CONNECTOR_MESSAGES.tokenRequired });
      break;
    case 'API_KEY':
      if (blank(credentials.token))
        issues.push({ field: 'apiKey', message: CONNECTOR_MESSAGES.apiKeyRequired });
      break;
    case 'USERNAME_PASSWORD':
      if (blank(credentials.username))
        issues.push({ field: 'credentials.username', message: CONNECTOR_MESSAGES.apiUserRequired });
      if (blank(credentials.password))
        issues.push({
          field: 'credentials.password',
          message: CONNECTOR_MESSAGES.passwordRequired,
        });
      break;
    case 'CONSENT':
      if (d.consentField === 'azureTenantId' && blank(metadata.azureTenantId))
        issues.push({
          field: 'metadata.azureTenantId',
          message: CONNECTOR_MESSAGES.tenantRequired,
        });
      if (d.consentField === 'domain' && blank(metadata.domain))
        issues.push({ field: 'metadata.domain', message: CONNECTOR_MESSAGES.domainRequired });
      break;
  }
  if (d.regions) {
    const regions = metadata.regions ?? [];
    if (regions.length === 0)
      issues.push({ field: 'metadata.regions', message: CONNECTOR_MESSAGES.regionRequired });
    else if (regions.some((r) => !AWS_REGION_CODES.includes(r)))
      issues.push({ field: 'metadata.regions', message: CONNECTOR_MESSAGES.unknownRegion });
  }
  return issues;
}

/** POST /api/connector/v1/wizer/add?cbid= — the key-based connector. */
export const WizerAddQuerySchema = z.object({
  cbid: trimmed.min(1, CONNECTOR_MESSAGES.accountRequired).max(40),
});
export const WizerAddBodySchema = z.object({
  apiKey: z
    .string({ error: () => CONNECTOR_MESSAGES.apiKeyRequired })
    .trim()
    .min(1, CONNECTOR_MESSAGES.apiKeyRequired)
    .max(2000),
});

/** POST /api/connector/v1/agreements — the privacy addendum for one connector type. */
export const ConnectorAgreementInputSchema = z.object({
  connectorType: ConnectorTypeSchema,
  agreement: z.literal(true, { error: () => CONNECTOR_MESSAGES.agreementMustBeTicked }),
  /** The account (MSSP users choose one; customers act for their own). */
  accountId: z.string().uuid().optional(),
});
export type ConnectorAgreementInput = z.input<typeof ConnectorAgreementInputSchema>;

/** Reads name the account with `accountId` (MSSP and provider staff); customers omit it. */
export const ConnectorAccountQuerySchema = z.object({
  accountId: z.string().uuid().optional(),
});
export const ConnectionListQuerySchema = ConnectorAccountQuerySchema.extend({
  connectorType: ConnectorTypeSchema.optional(),
});
export const ScoresHistoryQuerySchema = ConnectorAccountQuerySchema.extend({
  days: z.coerce.number().int().min(1).max(365).default(30),
});
export const ConnectionIdParamsSchema = z.object({ connectorId: z.string().uuid() });
export const ConnectionDeleteParamsSchema = z.object({ id: z.string().uuid() });
export const LatestScoreParamsSchema = z.object({
  connectorType: ConnectorTypeSchema,
  connectorId: z.string().uuid(),
});
export const ConnectorAccountParamsSchema = z.object({ accountId: z.string().uuid() });
export const ConsentMetadataParamsSchema = z.object({ connectorType: ConnectorTypeSchema });

// ---------------------------------------------------------------- responses

export const CONNECTION_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'DISCONNECTED'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
export const ACTION_PRIORITIES = ['HIGH', 'MEDIUM', 'LOW'] as const;

export const ConnectorDefinitionSchema = z.object({
  type: ConnectorTypeSchema,
  name: z.string(),
  vendor: z.string(),
  category: z.enum(CONNECTOR_CATEGORIES),
  authKind: z.enum(CONNECTOR_AUTH_KINDS),
  factors: z.array(z.enum(RISK_FACTOR_KEYS)),
  /** The questionnaire controls the tool reads (pre-filled "from {name}", decision 035). */
  controls: z.array(z.enum(SECURITY_CONTROLS)),
  description: z.string(),
  scopes: z.array(z.string()).optional(),
  consentField: z.enum(['azureTenantId', 'domain']).optional(),
  regions: z.boolean().optional(),
});
/** A catalogue entry as the API answers it. */
export type ConnectorDefinitionView = z.infer<typeof ConnectorDefinitionSchema>;
export const ConnectorCatalogueSchema = z.array(ConnectorDefinitionSchema);

/** A catalogue entry as the API answers it (mutable copies of the definition's lists). */
export const connectorView = ({
  factors,
  controls,
  scopes,
  ...rest
}: ConnectorDefinition): ConnectorDefinitionView => ({
  ...rest,
  factors: [...factors],
  controls: [...controls],
  ...(scopes ? { scopes: [...scopes] } : {}),
});

export const ConnectorFindingSchema = z.object({
  factor: z.enum(RISK_FACTOR_KEYS),
  severity: z.enum(ACTION_PRIORITIES),
  title: z.string(),
});
export type ConnectorFinding = z.infer<typeof ConnectorFindingSchema>;

export const ConnectorActionSchema = z.object({
  id: z.string(),
  connectorType: ConnectorTypeSchema,
  connectionId: z.string(),
  title: z.string(),
  factor: z.enum(RISK_FACTOR_KEYS),
  priority: z.enum(ACTION_PRIORITIES),
  /** Points the connector's score is expected to gain once done. */
  points: z.number().int(),
});
export type ConnectorAction = z.infer<typeof ConnectorActionSchema>;

export const ConnectorScoreSchema = z.object({
  id: z.string(),
  connectionId: z.string(),
  connectorType: ConnectorTypeSchema,
  score: z.number().int().min(0).max(100),
  findings: z.array(ConnectorFindingSchema),
  actions: z.array(ConnectorActionSchema),
  scoredAt: z.string(),
});
export type ConnectorScore = z.infer<typeof ConnectorScoreSchema>;

/** A connection as the API answers it: never its credentials. */
export const ConnectionSchema = z.object({
  id: z.string(),
  connectorId: z.string(),
  connectorType: ConnectorTypeSchema,
  connectorName: z.string(),
  category: z.enum(CONNECTOR_CATEGORIES),
  connectorStatus: z.enum(CONNECTION_STATUSES),
  provider: z.string().nullable(),
  organizationId: z.string(),
  metadata: z.object({
    azureTenantId: z.string().optional(),
    domain: z.string().optional(),
    regions: z.array(z.string()).optional(),
  }),
  /** A hint of which credentials are on file (e.g. "token ••••a1b2"), never the secret. */
  credentialHint: z.string().nullable(),
  lastError: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  createdAt: z.string(),
  latestScore: z.number().int().nullable(),
});
export type Connection = z.infer<typeof ConnectionSchema>;
export const ConnectionListSchema = z.array(ConnectionSchema);

export const ConnectionResultSchema = z.object({
  message: z.string(),
  connection: ConnectionSchema,
});
export type ConnectionResult = z.infer<typeof ConnectionResultSchema>;

export const ConnectorMessageSchema = z.object({ message: z.string() });

export const ConnectionStatusSchema = z.object({
  id: z.string(),
  connectorType: ConnectorTypeSchema,
  connectorStatus: z.enum(CONNECTION_STATUSES),
  lastSyncedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type ConnectionStatusView = z.infer<typeof ConnectionStatusSchema>;

export const ScoreHistoryPointSchema = z.object({
  connectionId: z.string(),
  connectorType: ConnectorTypeSchema,
  score: z.number().int(),
  scoredAt: z.string(),
});
export const ScoresHistorySchema = z.object({
  days: z.number().int(),
  points: z.array(ScoreHistoryPointSchema),
});
export type ScoresHistory = z.infer<typeof ScoresHistorySchema>;

export const ConnectorActionListSchema = z.array(ConnectorActionSchema);

export const AgreementListSchema = z.array(
  z.object({ connectorType: ConnectorTypeSchema, agreedAt: z.string() }),
);
export type AgreementList = z.infer<typeof AgreementListSchema>;

export const AccountConnectionsSchema = z.object({
  accountId: z.string(),
  connections: ConnectionListSchema,
  scores: z.array(ConnectorScoreSchema),
});
export type AccountConnections = z.infer<typeof AccountConnectionsSchema>;

export const AwsRegionListSchema = z.array(z.object({ code: z.string(), name: z.string() }));
export type AwsRegionView = z.infer<typeof AwsRegionListSchema>[number];

export const ConsentMetadataSchema = z.object({
  connectorType: ConnectorTypeSchema,
  vendor: z.string(),
  scopes: z.array(z.string()),
  consentField: z.enum(['azureTenantId', 'domain']).nullable(),
});

import {
  ConnectorCredentialsSchema,
  ConnectorFindingSchema,
  connectorDefinition,
  type Connection,
  type ConnectionStatus,
  type ConnectorAction,
  type ConnectorCredentials,
  type ConnectorScore,
  type ConnectorType,
} from '@cyber/domain';
import { z } from 'zod';
import type { SecretBox } from '../../../lib/crypto.ts';
import type { ConnectionRow, ScoreRow } from '../connectors.repository.ts';
import type { CollectedAction } from '../providers/provider.ts';

/** Open a connection's sealed credentials (only to talk to the tool; never answered). */
export function openCredentials(secrets: SecretBox, row: ConnectionRow): ConnectorCredentials {
  if (!row.credentialsSealed) return {};
  return ConnectorCredentialsSchema.parse(JSON.parse(secrets.open(row.credentialsSealed)));
}

const masked = (value: string) => `••••${value.slice(-4)}`;

/** Which credentials are on file, without the secret: a token's last four, or the API user. */
export function credentialHint(credentials: ConnectorCredentials): string | null {
  if (credentials.token) return masked(credentials.token);
  if (credentials.username) return credentials.username;
  return null;
}

const MetadataSchema = z.object({
  azureTenantId: z.string().optional(),
  domain: z.string().optional(),
  regions: z.array(z.string()).optional(),
});

export function toConnection(
  secrets: SecretBox,
  row: ConnectionRow,
  latestScore: number | null,
): Connection {
  const type = row.connectorType as ConnectorType;
  const definition = connectorDefinition(type);
  return {
    id: row.id,
    connectorId: row.id,
    connectorType: type,
    connectorName: definition.name,
    category: definition.category,
    connectorStatus: row.connectorStatus as ConnectionStatus,
    provider: row.provider,
    organizationId: row.accountId,
    metadata: MetadataSchema.parse(row.metadata),
    credentialHint: credentialHint(openCredentials(secrets, row)),
    lastError: row.lastError,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    latestScore,
  };
}

const StoredActionSchema = z.object({
  id: z.string(),
  title: z.string(),
  factor: ConnectorFindingSchema.shape.factor,
  priority: z.enum(['HIGH', 'MEDIUM', 'LOW']),
  points: z.number().int(),
});

export function toActions(row: ScoreRow, connectorType: ConnectorType): ConnectorAction[] {
  return z
    .array(StoredActionSchema)
    .parse(row.actions)
    .map((a: CollectedAction) => ({ ...a, connectorType, connectionId: row.connectionId }));
}

export function toScore(row: ScoreRow, connectorType: ConnectorType): ConnectorScore {
  return {
    id: row.id,
    connectionId: row.connectionId,
    connectorType,
    score: row.score,
    findings: z.array(ConnectorFindingSchema).parse(row.findings),
    actions: toActions(row, connectorType),
    scoredAt: row.scoredAt.toISOString(),
  };
}

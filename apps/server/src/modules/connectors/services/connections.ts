import {
  CONNECTOR_MESSAGES,
  connectorDefinition,
  connectorInputIssues,
  type Connection,
  type ConnectionResult,
  type ConnectorCredentials,
  type ConnectorMetadata,
  type ConnectorType,
  type ConnectorAgreementInput,
} from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lockProfile, takeScan, type AccountRow } from '../../accounts/index.ts';
import type { ConnectorsDeps } from '../connectors.context.ts';
import * as repo from '../connectors.repository.ts';
import type { ConnectInput, ConnectorSubject } from '../providers/provider.ts';
import { connectorProvider } from '../providers/simulated.ts';
import {
  accountForRead,
  accountForWriteByCbid,
  assertMayWrite,
  audit,
  visibleConnection,
} from './scope.ts';
import { openCredentials, toConnection } from './views.ts';
import type { Caller } from '../../../context/index.ts';

const subjectOf = ({ org, profile }: AccountRow): ConnectorSubject => ({
  id: org.id,
  name: org.name,
  cbid: profile.cbid,
  domainName: profile.domainName,
});

/** Keep only what the connector type uses (a tenant, a domain, AWS regions). */
function metadataFor(type: ConnectorType, metadata: ConnectorMetadata): ConnectorMetadata {
  const d = connectorDefinition(type);
  const out: ConnectorMetadata = {};
  if (d.consentField === 'azureTenantId' && metadata.azureTenantId)
    out.azureTenantId = metadata.azureTenantId;
  if (d.consentField === 'domain' && metadata.domain) out.domain = metadata.domain.toLowerCase();
  if (d.regions) out.regions = [...new Set(metadata.regions ?? [])];
  return out;
}

/** Keep only the credentials the auth kind uses. */
function credentialsFor(type: ConnectorType, c: ConnectorCredentials): ConnectorCredentials {
  switch (connectorDefinition(type).authKind) {
    case 'TOKEN':
    case 'API_KEY':
      return { token: c.token };
    case 'USERNAME_PASSWORD':
      return { username: c.username, password: c.password };
    case 'CONSENT':
      return {};
  }
}

/**
 * Collect the tool's posture into a new connector_scores row, then take a CONNECTOR risk scan of
 * the account, which blends the newest connector scores into the factors they inform.
 */
async function collectAndScan(
  tx: Tx,
  deps: ConnectorsDeps,
  account: AccountRow,
  connectionId: string,
  input: ConnectInput,
  options: { now: Date; requestedBy: string | null },
) {
  const collected = await connectorProvider().collect({ ...input, now: options.now });
  const score = await repo.insertScore(tx, {
    connectionId,
    accountId: account.org.id,
    score: collected.score,
    findings: collected.findings,
    actions: collected.actions,
    controls: collected.controls,
    scoredAt: options.now,
  });
  await lockProfile(tx, account.org.id);
  await takeScan(tx, deps, account, {
    trigger: 'CONNECTOR',
    requestedBy: options.requestedBy,
    now: options.now,
  });
  return score;
}

export type ConnectRequest = {
  connector: ConnectorType;
  provider?: string | undefined;
  credentials: ConnectorCredentials;
  cbid: string;
  metadata: ConnectorMetadata;
};

/**
 * Connect a security tool to an account (spec 2 §3 payload). The fields its auth kind needs are
 * checked first (the spec's form messages), then the privacy addendum (409 without it), then the
 * tool itself; on success the credentials are sealed, a first score is collected and the account
 * is re-scanned, all in one transaction.
 */
export async function createConnection(
  deps: ConnectorsDeps,
  caller: Caller,
  input: ConnectRequest,
): Promise<ConnectionResult> {
  assertMayWrite(caller);
  const issues = connectorInputIssues(input.connector, input.credentials, input.metadata);
  if (issues.length > 0) {
    throw new AppError('BAD_REQUEST', issues[0]!.message, {
      errors: issues.map((i) => `${i.field}: ${i.message}`),
    });
  }
  const now = deps.clock.now();
  const credentials = credentialsFor(input.connector, input.credentials);
  const metadata = metadataFor(input.connector, input.metadata);
  return deps.db.transaction(async (tx) => {
    const account = await accountForWriteByCbid(tx, caller, input.cbid);
    const accountId = account.org.id;
    if (!(await repo.hasAgreement(tx, accountId, input.connector))) {
      throw new AppError('CONFLICT', CONNECTOR_MESSAGES.agreementRequired);
    }
    const existing = await repo.findLiveOfType(tx, accountId, input.connector);
    if (existing?.connectorStatus === 'SUCCESS') {
      throw new AppError('CONFLICT', CONNECTOR_MESSAGES.alreadyConnected);
    }
    const provider = connectorProvider();
    const connectInput: ConnectInput = {
      connectorType: input.connector,
      account: subjectOf(account),
      credentials,
      metadata,
    };
    const result = await provider.connect(connectInput);
    if (!result.ok) throw new AppError('BAD_REQUEST', result.error);
    // A failed or pending connection of the same type is replaced by the working one.
    if (existing) await repo.removeConnection(tx, existing.id, now);
    const row = await repo.insertConnection(tx, {
      accountId,
      connectorType: input.connector,
      provider: input.provider ?? provider.name,
      connectorStatus: 'SUCCESS',
      credentialsSealed: Object.values(credentials).some(Boolean)
        ? deps.secrets.seal(JSON.stringify(credentials))
        : null,
      metadata,
      lastSyncedAt: now,
      createdBy: caller.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    const score = await collectAndScan(tx, deps, account, row.id, connectInput, {
      now,
      requestedBy: caller.actor.userId,
    });
    await audit(
      tx,
      caller,
      {
        action: 'connector.connect',
        entityType: 'connector_connection',
        entityId: row.id,
        after: { accountId, connectorType: input.connector, metadata, score: score.score },
      },
      now,
    );
    return {
      message: CONNECTOR_MESSAGES.added,
      connection: toConnection(deps.secrets, row, score.score),
    };
  });
}

/** Read the tool again: a new score and a new account scan; a refused key marks it FAILED. */
export async function refreshConnectionRow(
  deps: ConnectorsDeps,
  tx: Tx,
  account: AccountRow,
  row: repo.ConnectionRow,
  requestedBy: string | null,
): Promise<{ connection: Connection }> {
  const now = deps.clock.now();
  const input: ConnectInput = {
    connectorType: row.connectorType as ConnectorType,
    account: subjectOf(account),
    credentials: openCredentials(deps.secrets, row),
    metadata: row.metadata as ConnectorMetadata,
  };
  const check = await connectorProvider().connect(input);
  if (!check.ok) {
    const failed = await repo.updateConnection(tx, row.id, {
      connectorStatus: 'FAILED',
      lastError: check.error,
      updatedAt: now,
    });
    await lockProfile(tx, account.org.id);
    await takeScan(tx, deps, account, { trigger: 'CONNECTOR', requestedBy, now });
    return { connection: toConnection(deps.secrets, failed, null) };
  }
  const score = await collectAndScan(tx, deps, account, row.id, input, { now, requestedBy });
  const updated = await repo.updateConnection(tx, row.id, {
    connectorStatus: 'SUCCESS',
    lastError: null,
    lastSyncedAt: now,
    updatedAt: now,
  });
  return { connection: toConnection(deps.secrets, updated, score.score) };
}

/** POST connections/{id}/refresh: the caller asks for fresh data now. */
export async function refreshConnection(
  deps: ConnectorsDeps,
  caller: Caller,
  connectionId: string,
): Promise<ConnectionResult> {
  assertMayWrite(caller);
  return deps.db.transaction(async (tx) => {
    const { account, connection } = await visibleConnection(tx, caller, connectionId);
    const { connection: view } = await refreshConnectionRow(
      deps,
      tx,
      account,
      connection,
      caller.actor.userId,
    );
    await audit(
      tx,
      caller,
      {
        action: 'connector.refresh',
        entityType: 'connector_connection',
        entityId: connectionId,
        after: { connectorStatus: view.connectorStatus, score: view.latestScore },
      },
      deps.clock.now(),
    );
    return { message: CONNECTOR_MESSAGES.refreshed, connection: view };
  });
}

/**
 * DELETE connections/{id}: the credentials and the collected scores are deleted at once (backups
 * roll them off within 90 days, spec §9), and the account is re-scanned without the tool.
 */
export async function removeConnection(
  deps: ConnectorsDeps,
  caller: Caller,
  connectionId: string,
): Promise<{ message: string }> {
  assertMayWrite(caller);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { account, connection } = await visibleConnection(tx, caller, connectionId);
    await repo.removeConnection(tx, connection.id, now);
    await lockProfile(tx, account.org.id);
    await takeScan(tx, deps, account, {
      trigger: 'CONNECTOR',
      requestedBy: caller.actor.userId,
      now,
    });
    await audit(
      tx,
      caller,
      {
        action: 'connector.remove',
        entityType: 'connector_connection',
        entityId: connection.id,
        before: { accountId: account.org.id, connectorType: connection.connectorType },
      },
      now,
    );
    return { message: CONNECTOR_MESSAGES.removed };
  });
}

/** Accept the privacy addendum of one connector type for an account. */
export async function saveAgreement(
  deps: ConnectorsDeps,
  caller: Caller,
  input: { connectorType: ConnectorType; accountId?: string | undefined; agreement: true },
): Promise<{ message: string }> {
  assertMayWrite(caller);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const account = await accountForRead(tx, caller, input.accountId);
    await repo.upsertAgreement(tx, {
      accountId: account.org.id,
      connectorType: input.connectorType,
      agreedBy: caller.actor.userId,
      agreedAt: now,
    });
    await audit(
      tx,
      caller,
      {
        action: 'connector.agreement',
        entityType: 'organisation',
        entityId: account.org.id,
        after: { connectorType: input.connectorType, agreement: true },
      },
      now,
    );
    return { message: CONNECTOR_MESSAGES.agreementSaved };
  });
}

export type { ConnectorAgreementInput };

/** The daily refresh: every connected tool not synced for a day is read again. */
export const REFRESH_QUEUE = 'connectors.refresh';
export const REFRESH_EVERY_MS = 24 * 60 * 60 * 1000;

export async function refreshStaleConnections(deps: ConnectorsDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - REFRESH_EVERY_MS);
  const stale = await repo.staleConnections(deps.db, before, 100);
  for (const row of stale) {
    await deps.db.transaction(async (tx) => {
      const account = await repo.findAccountRow(tx, row.accountId);
      if (!account) return;
      await refreshConnectionRow(deps, tx, account, row, null);
    });
  }
  return stale.length;
}

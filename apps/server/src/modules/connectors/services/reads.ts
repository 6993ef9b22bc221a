import {
  AWS_REGIONS,
  CONNECTOR_CATALOGUE,
  CONNECTOR_MESSAGES,
  connectorDefinition,
  connectorView,
  ControlObservationSchema,
  type AccountConnections,
  type AgreementList,
  type Connection,
  type ConnectionStatusView,
  type ConnectorAction,
  type ConnectorScore,
  type ConnectorType,
  type ScoresHistory,
  type ConnectionStatus,
  type SecurityReading,
} from '@cyber/domain';
import { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { ConnectorsDeps } from '../connectors.context.ts';
import * as repo from '../connectors.repository.ts';
import { accountForRead, visibleConnection } from './scope.ts';
import { toActions, toConnection, toScore } from './views.ts';
import type { Caller } from '../../../context/index.ts';

type Db = Database | Tx;

export const catalogue = () => CONNECTOR_CATALOGUE.map(connectorView);
export const awsRegions = () => AWS_REGIONS.map((r) => ({ ...r }));

export function consentMetadata(type: ConnectorType) {
  const d = connectorDefinition(type);
  return {
    connectorType: type,
    vendor: d.vendor,
    scopes: [...(d.scopes ?? [])],
    consentField: d.consentField ?? null,
  };
}

export async function listConnections(
  deps: ConnectorsDeps,
  caller: Caller,
  query: { accountId?: string | undefined; connectorType?: ConnectorType | undefined },
): Promise<Connection[]> {
  const account = await accountForRead(deps.db, caller, query.accountId);
  const rows = await repo.listConnections(deps.db, account.org.id, query.connectorType);
  return rows.map((r) => toConnection(deps.secrets, r.connection, r.latestScore));
}

export async function connectionStatus(
  deps: ConnectorsDeps,
  caller: Caller,
  connectionId: string,
): Promise<ConnectionStatusView> {
  const { connection } = await visibleConnection(deps.db, caller, connectionId);
  return {
    id: connection.id,
    connectorType: connection.connectorType as ConnectorType,
    connectorStatus: connection.connectorStatus as ConnectionStatus,
    lastSyncedAt: connection.lastSyncedAt?.toISOString() ?? null,
    lastError: connection.lastError,
  };
}

/**
 * What the account's connected tools read of the questionnaire's controls: the newest score of
 * each live connection, one reading per control it observed (decision 035).
 */
export async function controlReadingsOf(db: Db, accountId: string): Promise<SecurityReading[]> {
  const rows = await repo.latestScores(db, accountId);
  return rows.flatMap(({ score, connectorType }) => {
    const definition = connectorDefinition(connectorType as ConnectorType);
    const observed = z.array(ControlObservationSchema).safeParse(score.controls);
    if (!observed.success) return [];
    return observed.data.map((o) => ({
      ...o,
      source: definition.name,
      sourceKind: 'CONNECTOR' as const,
      vendor: definition.vendor,
      observedAt: score.scoredAt.toISOString(),
    }));
  });
}

export async function latestScore(
  deps: ConnectorsDeps,
  caller: Caller,
  connectorType: ConnectorType,
  connectionId: string,
): Promise<ConnectorScore> {
  const { connection } = await visibleConnection(deps.db, caller, connectionId);
  if (connection.connectorType !== connectorType) {
    throw new AppError('NOT_FOUND', CONNECTOR_MESSAGES.connectionNotFound);
  }
  const row = await repo.latestScoreOfConnection(deps.db, connection.id);
  if (!row) throw new AppError('NOT_FOUND', CONNECTOR_MESSAGES.connectionNotFound);
  return toScore(row, connectorType);
}

const PRIORITY_RANK = { HIGH: 0, MEDIUM: 1, LOW: 2 } as const;

/** Every recommended action of the newest score of each connection, most valuable first. */
export async function actionList(
  deps: ConnectorsDeps,
  caller: Caller,
  accountId: string | undefined,
): Promise<ConnectorAction[]> {
  const account = await accountForRead(deps.db, caller, accountId);
  const latest = await repo.latestScores(deps.db, account.org.id);
  return latest
    .flatMap(({ score, connectorType }) => toActions(score, connectorType as ConnectorType))
    .sort(
      (a, b) =>
        b.points - a.points ||
        PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
        a.id.localeCompare(b.id),
    );
}

/** The short list: the three actions worth most. */
export const SHORTLIST_SIZE = 3;
export async function shortlistActions(
  deps: ConnectorsDeps,
  caller: Caller,
  accountId: string | undefined,
): Promise<ConnectorAction[]> {
  return (await actionList(deps, caller, accountId)).slice(0, SHORTLIST_SIZE);
}

export async function scoresHistory(
  deps: ConnectorsDeps,
  caller: Caller,
  query: { accountId?: string | undefined; days: number },
): Promise<ScoresHistory> {
  const account = await accountForRead(deps.db, caller, query.accountId);
  const since = new Date(deps.clock.now().getTime() - query.days * 86_400_000);
  const rows = await repo.scoresSince(deps.db, account.org.id, since);
  return {
    days: query.days,
    points: rows.map(({ score, connectorType }) => ({
      connectionId: score.connectionId,
      connectorType: connectorType as ConnectorType,
      score: score.score,
      scoredAt: score.scoredAt.toISOString(),
    })),
  };
}

/** GET account/{accountId}: an account's connections and newest scores (staff, MSSP, agency). */
export async function accountConnections(
  deps: ConnectorsDeps,
  caller: Caller,
  accountId: string,
): Promise<AccountConnections> {
  const account = await accountForRead(deps.db, caller, accountId);
  const rows = await repo.listConnections(deps.db, account.org.id);
  const latest = await repo.latestScores(deps.db, account.org.id);
  return {
    accountId: account.org.id,
    connections: rows.map((r) => toConnection(deps.secrets, r.connection, r.latestScore)),
    scores: latest.map(({ score, connectorType }) =>
      toScore(score, connectorType as ConnectorType),
    ),
  };
}

export async function listAgreements(
  deps: ConnectorsDeps,
  caller: Caller,
  accountId: string | undefined,
): Promise<AgreementList> {
  const account = await accountForRead(deps.db, caller, accountId);
  const rows = await repo.listAgreements(deps.db, account.org.id);
  return rows.map((r) => ({
    connectorType: r.connectorType as ConnectorType,
    agreedAt: r.agreedAt.toISOString(),
  }));
}

import type { ConnectorSignal, ConnectorType } from '@cyber/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { connectorConnections, connectorScores } from '../../../db/schema/index.ts';

/**
 * The newest score of every live, connected (SUCCESS) security-tool connection of an account:
 * what a scan blends into the factors each connector informs (decision 025).
 */
export async function connectorSignals(
  db: Database | Tx,
  accountId: string,
): Promise<ConnectorSignal[]> {
  const rows = await db
    .select({
      connectionId: connectorScores.connectionId,
      connectorType: connectorConnections.connectorType,
      score: connectorScores.score,
    })
    .from(connectorScores)
    .innerJoin(connectorConnections, eq(connectorConnections.id, connectorScores.connectionId))
    .where(
      and(
        eq(connectorConnections.accountId, accountId),
        eq(connectorConnections.connectorStatus, 'SUCCESS'),
        isNull(connectorConnections.deletedAt),
      ),
    )
    .orderBy(desc(connectorScores.scoredAt), desc(connectorScores.id));
  const seen = new Set<string>();
  const signals: ConnectorSignal[] = [];
  for (const row of rows) {
    if (seen.has(row.connectionId)) continue;
    seen.add(row.connectionId);
    signals.push({ connectorType: row.connectorType as ConnectorType, score: row.score });
  }
  return signals;
}

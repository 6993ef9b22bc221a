import { riskScanReadings, strongestReadings, type SecurityReadings } from '@cyber/domain';
import { latestRiskScanOf } from '../../accounts/index.ts';
import { controlReadingsOf } from '../../connectors/index.ts';
import { requireAccount, type SecurityDeps } from '../security-questions.context.ts';
import type { Caller } from '../../../context/index.ts';

/**
 * GET security readings (decision 035): what the account's connected tools and its latest risk
 * scan observed of the questionnaire's controls, one reading per control (a tool wins over the
 * scan, the newest tool over older ones). The forms pre-fill unanswered questions from them.
 */
export async function getSecurityReadings(
  deps: SecurityDeps,
  caller: Caller,
  accountId: string,
): Promise<SecurityReadings> {
  await requireAccount(deps.db, caller, accountId);
  const [tools, scan] = await Promise.all([
    controlReadingsOf(deps.db, accountId),
    latestRiskScanOf(deps.db, accountId),
  ]);
  return { readings: strongestReadings([...tools, ...riskScanReadings(scan)]) };
}

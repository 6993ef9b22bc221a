import { ERROR_REPORT_RETENTION_DAYS } from '@cyber/domain';
import type { ErrorReportsDeps } from '../error-reports.context.ts';
import * as repo from '../error-reports.repository.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The daily retention job: reports received more than ERROR_REPORT_RETENTION_DAYS (30) days ago
 * are deleted. Idempotent: a re-run finds nothing left to do.
 */
export async function pruneErrorReports(deps: Pick<ErrorReportsDeps, 'db' | 'clock'>) {
  const before = new Date(deps.clock.now().getTime() - ERROR_REPORT_RETENTION_DAYS * DAY_MS);
  return repo.deleteErrorReportsBefore(deps.db, before);
}

import {
  ERROR_REPORT_MESSAGES,
  type ErrorReport,
  type ErrorReportListQuerySchema,
  ERROR_REPORT_SOURCES,
  isActingAsProvider,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import type { Caller } from '../../../context/index.ts';
import type { ErrorReportsDeps } from '../error-reports.context.ts';
import * as repo from '../error-reports.repository.ts';

const sourceOf = (value: string): ErrorReport['source'] =>
  (ERROR_REPORT_SOURCES as readonly string[]).includes(value)
    ? (value as ErrorReport['source'])
    : 'error';

/** The latest browser error reports, newest first (provider staff who may read the audit log). */
export async function listErrorReports(
  deps: Pick<ErrorReportsDeps, 'db'>,
  caller: Caller,
  query: z.output<typeof ErrorReportListQuerySchema>,
) {
  if (!isActingAsProvider(caller.claims))
    throw new AppError('FORBIDDEN', ERROR_REPORT_MESSAGES.providerOnly);
  const { rows, total } = await repo.listErrorReports(deps.db, query);
  const content: ErrorReport[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    message: r.message,
    stack: r.stack,
    path: r.path,
    release: r.release,
    source: sourceOf(r.source),
    breadcrumbs: r.breadcrumbs,
    userId: r.userId,
    organisationId: r.organisationId,
    userAgent: r.userAgent,
    occurredAt: r.occurredAt.toISOString(),
    receivedAt: r.createdAt.toISOString(),
  }));
  return toPage(content, total, query);
}

import { type ErrorReportInputSchema, stripUrlToPath } from '@cyber/domain';
import type { z } from 'zod';
import type { ErrorReportsDeps } from '../error-reports.context.ts';
import * as repo from '../error-reports.repository.ts';

/** Who sent a report, as the server knows it: never what the report's body says. */
export type ReportSender = {
  /** The signed-in user and the organisation acted in (from the bearer token's session). */
  userId: string | null;
  organisationId: string | null;
  userAgent: string | undefined;
  requestId: string;
  /** The request's trace, when it is sampled. */
  traceId: string | null;
};

const USER_AGENT_MAX = 500;

/**
 * Keep one error the browser caught (decision 063). The page's address is stored as its path
 * alone: its query string and fragment may hold tokens (a reset link, a jump token), and so may
 * the breadcrumbs' paths, stripped by the schema. The release is the web app's when it sent one,
 * else the server's (the server serves the web app it was built with).
 */
export async function receiveErrorReport(
  deps: ErrorReportsDeps,
  input: z.output<typeof ErrorReportInputSchema>,
  sender: ReportSender,
) {
  return repo.insertErrorReport(deps.db, {
    userId: sender.userId,
    organisationId: sender.organisationId,
    name: input.name,
    message: input.message,
    stack: input.stack ?? null,
    path: stripUrlToPath(input.url),
    release: input.release ?? deps.config.APP_VERSION,
    source: input.source,
    breadcrumbs: input.breadcrumbs.map((crumb) =>
      crumb.type === 'navigation' ? { ...crumb, path: stripUrlToPath(crumb.path) } : crumb,
    ),
    userAgent: sender.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    requestId: sender.requestId,
    traceId: sender.traceId,
    occurredAt: new Date(input.occurredAt),
    createdAt: deps.clock.now(),
  });
}

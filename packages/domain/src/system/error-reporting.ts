// No zod here: the browser's error reporter loads with the first page, which builds no schema.

/**
 * Error-report sampling (spec 1): traces 10%, session replay 0, replay on error 100%. The server
 * samples request traces with `traces` (a root span; a caller's sampled `traceparent` is
 * honoured); the browser records nothing for its own sake (`sessionReplay` 0) and sends the last
 * UI events with every error it reports (`replayOnError` 1: all of them, always).
 */
export const ERROR_REPORTING_SAMPLING = {
  traces: 0.1,
  sessionReplay: 0,
  replayOnError: 1.0,
} as const;

/** What one browser error report may carry, and how many a page sends. */
export const ERROR_REPORT_LIMITS = {
  message: 2000,
  name: 200,
  stack: 16_000,
  url: 2000,
  release: 100,
  breadcrumbs: 50,
  /** A breadcrumb's role and accessible name (never an input's value). */
  breadcrumbLabel: 60,
  /** Reports one page life sends at most (identical errors are sent once). */
  perPage: 10,
} as const;

/** Reports older than this are deleted by the daily retention job. */
export const ERROR_REPORT_RETENTION_DAYS = 30;

export const ERROR_REPORT_SOURCES = ['error', 'unhandledrejection', 'boundary'] as const;
export type ErrorReportSource = (typeof ERROR_REPORT_SOURCES)[number];

/**
 * An address without its query string and fragment (they may hold tokens) and without its
 * origin: `https://host/a/b?token=x#y` → `/a/b`. The browser strips before sending, the server
 * again before storing.
 */
export function stripUrlToPath(url: string): string {
  const [beforeQuery = ''] = url.split(/[?#]/, 1);
  const path = beforeQuery.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return path.startsWith('/') ? path : `/${path}`;
}

export const ERROR_REPORT_MESSAGES = {
  providerOnly: 'Only provider staff can read error reports.',
} as const;

import type * as ErrorReporterModule from './error-reporter.ts';

/**
 * The error reporter's light front door (decision 063): the reporter itself is fetched once the
 * app has started, so it costs the sign-in page's first load nothing (its 250 kB budget). Route
 * changes and caught errors before it arrives wait for it; an uncaught error in the first moments
 * of a page, before it is installed, is not reported.
 */
type Reporter = typeof ErrorReporterModule;

let loading: Promise<Reporter> | null = null;

/** Fetch and install the reporter (once). */
export function startErrorReporter(): Promise<Reporter> {
  loading ??= import('./error-reporter.ts').then((reporter) => {
    reporter.installErrorReporter();
    return reporter;
  });
  return loading;
}

/** Report an error an error boundary caught. */
export function reportCaughtError(error: unknown, componentStack?: string): void {
  void startErrorReporter().then((reporter) => reporter.reportCaughtError(error, componentStack));
}

/** Record a route change (the router's subscription in main.tsx). */
export function recordNavigation(path: string): void {
  void startErrorReporter().then((reporter) => reporter.recordNavigation(path));
}

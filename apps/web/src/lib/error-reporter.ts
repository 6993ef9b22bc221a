import {
  ERROR_REPORT_LIMITS,
  MESSAGES,
  stripUrlToPath,
  type ErrorBreadcrumb,
  type ErrorReportInput,
  type ErrorReportSource,
} from '@cyber/domain';
import { isApiError } from './api-client.ts';
import { getAccessToken } from './auth/session.ts';

/**
 * The browser's error reporter (decision 063). It sends to the platform's own endpoint, never to
 * a third party, and only when an error happens: session replay 0 — nothing is sent for its own
 * sake; replay on error 100% — every report carries the last UI events before it (route changes
 * and clicks, each described by the element's role and accessible name, never by what was
 * typed). The noise spec 1 §8 names is ignored: network failures, cancelled requests and API
 * answers with a 4xx or 5xx status (the server logs those itself). One page life sends each
 * distinct error once and at most ERROR_REPORT_LIMITS.perPage reports.
 */

export const ERROR_REPORT_ENDPOINT = '/api/error-reports/v1';

export type ErrorReporterOptions = {
  /** Same-origin path the reports go to (an address on another origin sends nothing). */
  endpoint?: string;
  /** The web app's version, when the build knows it (the server's is stored otherwise). */
  release?: string;
  /** The window to listen on and send from (tests). */
  target?: Window;
  now?: () => Date;
  /** The API client's bearer token, attached when there is one. */
  accessToken?: () => string | null;
};

export type ErrorReporter = {
  /** Listen for uncaught errors, unhandled rejections and clicks; returns the way to stop. */
  install: () => () => void;
  /** Report one error (an error boundary's); false when it is noise, a repeat or over the cap. */
  report: (error: unknown, source?: ErrorReportSource, componentStack?: string) => boolean;
  /** A route change (its path; a query string or fragment is dropped). */
  navigation: (path: string) => void;
  /** The breadcrumbs kept now, oldest first. */
  breadcrumbs: () => readonly ErrorBreadcrumb[];
};

type Described = { name: string; message: string; stack: string | undefined };

const describe = (error: unknown): Described => {
  if (typeof error === 'string') return { name: 'Error', message: error, stack: undefined };
  if (error && typeof error === 'object') {
    const { name, message, stack } = error as {
      name?: unknown;
      message?: unknown;
      stack?: unknown;
    };
    let text = typeof message === 'string' ? message : '';
    // Something thrown that is not an error: what it holds (an Error without a message: its name).
    if (!text && !(error instanceof Error)) {
      try {
        text = JSON.stringify(error) ?? '';
      } catch {
        text = String(error);
      }
    }
    return {
      name: typeof name === 'string' && name ? name : 'Error',
      message: text,
      stack: typeof stack === 'string' ? stack : undefined,
    };
  }
  return { name: 'Error', message: String(error), stack: undefined };
};

/** What browsers say when a request never got an answer (Chrome, Firefox, Safari, others). */
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|network request failed/i;
/** A cancelled request: an aborted fetch, a cancelled query. */
const CANCELLED_NAMES = new Set(['AbortError', 'CancelledError', 'CanceledError']);

/**
 * The noise of spec 1 §8, never reported: network failures, cancelled requests, and the API
 * client's errors with a 4xx or 5xx status — or with none (status 0: no answer, or cancelled).
 * A cross-origin script's "Script error." carries nothing to act on either.
 */
export function isReportNoise(error: unknown): boolean {
  if (isApiError(error)) return error.status === 0 || error.status >= 400;
  if (error && typeof error === 'object') {
    const { name, status } = error as { name?: unknown; status?: unknown };
    // An ApiError of another copy of the module (instanceof cannot tell).
    if (name === 'ApiError' && typeof status === 'number') return status === 0 || status >= 400;
  }
  const { name, message } = describe(error);
  if (CANCELLED_NAMES.has(name) || CANCELLED_NAMES.has(message)) return true;
  if (message === MESSAGES.requestCancelled) return true;
  if (name === 'NetworkError') return true;
  if ((name === 'TypeError' || name === 'Error') && NETWORK_FAILURE.test(message)) return true;
  return message === 'Script error.' || message === 'Script error';
}

// ---- breadcrumbs ------------------------------------------------------------------------------

const label = (text: string | null | undefined): string | undefined => {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean ? clean.slice(0, ERROR_REPORT_LIMITS.breadcrumbLabel) : undefined;
};

/** Elements whose content is (or holds) what someone typed or chose: never read. */
const FIELD_SELECTOR =
  'input, textarea, select, option, [contenteditable]:not([contenteditable="false"])';
/** Roles of fields: named by their label, never by their content. */
const FIELD_ROLES = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'option',
  'spinbutton',
  'slider',
]);
/** Roles named by their visible text (a button's caption, a link's words). */
const TEXT_NAMED_ROLES = new Set([
  'button',
  'link',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'tab',
  'treeitem',
  'label',
]);
const INTERACTIVE_ROLES = new Set([
  ...FIELD_ROLES,
  ...TEXT_NAMED_ROLES,
  'checkbox',
  'radio',
  'switch',
]);
const CLICKABLE = 'a[href], button, input, select, textarea, summary, label, [role]';

/** Visible text, skipping every field inside (a label around a select names no option). */
const textOf = (node: Node): string => {
  let text = '';
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) text += child.textContent ?? '';
    else if (child instanceof Element && !child.matches(FIELD_SELECTOR)) text += textOf(child);
    if (text.length > 4 * ERROR_REPORT_LIMITS.breadcrumbLabel) break;
  }
  return text;
};

const implicitRole = (el: Element): string | undefined => {
  const tag = el.tagName.toLowerCase();
  if (tag === 'a') return 'link';
  if (tag === 'button' || tag === 'summary') return 'button';
  if (tag === 'textarea') return 'textbox';
  if (tag === 'select') return (el as HTMLSelectElement).multiple ? 'listbox' : 'combobox';
  if (tag === 'label') return 'label';
  if (tag !== 'input') return undefined;
  const type = (el as HTMLInputElement).type;
  if (type === 'checkbox' || type === 'radio') return type;
  if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
  if (type === 'range') return 'slider';
  if (type === 'number') return 'spinbutton';
  if (type === 'search') return 'searchbox';
  return 'textbox';
};

const roleOf = (el: Element): string | undefined =>
  el.getAttribute('role')?.trim().split(/\s+/)[0] || implicitRole(el);

/** The accessible name as far as it needs no value: aria-label, labelledby, labels, title. */
const nameOf = (el: Element, role: string): string | undefined => {
  const aria = label(el.getAttribute('aria-label'));
  if (aria) return aria;
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => {
        const target = el.ownerDocument.getElementById(id);
        return target ? textOf(target) : '';
      })
      .join(' ');
    if (label(text)) return label(text);
  }
  const labels = (el as HTMLInputElement).labels;
  if (labels && labels.length > 0) {
    const text = label(Array.from(labels, (l) => textOf(l)).join(' '));
    if (text) return text;
  }
  const title = label(el.getAttribute('title'));
  if (title) return title;
  if (TEXT_NAMED_ROLES.has(role) && !el.matches(FIELD_SELECTOR)) return label(textOf(el));
  return undefined;
};

/** What a click was on, as role and name; null for a click on nothing interactive. */
export function describeClick(target: EventTarget | null): { role: string; name?: string } | null {
  if (!(target instanceof Element)) return null;
  // The nearest control around the target (an icon in a button, a decorative span in a tab).
  for (let el = target.closest(CLICKABLE); el; el = el.parentElement?.closest(CLICKABLE) ?? null) {
    const role = roleOf(el);
    if (!role || !INTERACTIVE_ROLES.has(role)) continue;
    const name = nameOf(el, role);
    return name ? { role, name } : { role };
  }
  return null;
}

// ---- the reporter ---------------------------------------------------------------------------

const truncate = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export function createErrorReporter(options: ErrorReporterOptions = {}): ErrorReporter {
  const target = options.target ?? window;
  const endpoint = options.endpoint ?? ERROR_REPORT_ENDPOINT;
  const now = options.now ?? (() => new Date());
  const accessToken = options.accessToken ?? getAccessToken;
  const crumbs: ErrorBreadcrumb[] = [];
  const seen = new Set<string>();
  let sent = 0;
  let lastPath: string | null = null;

  const remember = (crumb: ErrorBreadcrumb) => {
    crumbs.push(crumb);
    if (crumbs.length > ERROR_REPORT_LIMITS.breadcrumbs) crumbs.shift();
  };

  const navigation = (path: string) => {
    const clean = stripUrlToPath(path);
    if (clean === lastPath) return;
    lastPath = clean;
    remember({ type: 'navigation', at: now().toISOString(), path: clean });
  };

  const post = (body: ErrorReportInput) => {
    const url = new URL(endpoint, target.location.href);
    // Only ever the platform itself.
    if (url.origin !== target.location.origin) return;
    const json = JSON.stringify(body);
    const token = accessToken();
    const beacon = target.navigator.sendBeacon?.bind(target.navigator);
    // A beacon carries no header: without a token it is the surest way out (it survives the
    // page being closed); with one, fetch keeps the request alive and carries the token.
    if (!token && beacon) {
      try {
        if (beacon(url.href, new Blob([json], { type: 'application/json' }))) return;
      } catch {
        // Refused (a browser that takes no JSON beacon): fetch below.
      }
    }
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    void target
      .fetch(url.href, {
        method: 'POST',
        headers,
        body: json,
        keepalive: true,
        credentials: 'same-origin',
      })
      .catch(() => undefined);
  };

  const report: ErrorReporter['report'] = (error, source = 'boundary', componentStack) => {
    try {
      if (isReportNoise(error)) return false;
      if (sent >= ERROR_REPORT_LIMITS.perPage) return false;
      const { name, message, stack } = describe(error);
      const key = `${name}\n${message}\n${stack ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      sent += 1;
      const fullStack = componentStack
        ? `${stack ?? ''}\n\nComponent stack:${componentStack}`
        : stack;
      post({
        message: truncate(message.trim() || name, ERROR_REPORT_LIMITS.message),
        name: truncate(name.trim() || 'Error', ERROR_REPORT_LIMITS.name),
        ...(fullStack ? { stack: truncate(fullStack, ERROR_REPORT_LIMITS.stack) } : {}),
        url: stripUrlToPath(target.location.href),
        ...(options.release
          ? { release: truncate(options.release, ERROR_REPORT_LIMITS.release) }
          : {}),
        source,
        breadcrumbs: [...crumbs],
        occurredAt: now().toISOString(),
      });
      return true;
    } catch {
      // The reporter never becomes a failure of its own.
      return false;
    }
  };

  const install = () => {
    const onError = (event: ErrorEvent) => {
      // Failed resource loads are plain events without an error or a message.
      if (!event.error && !event.message) return;
      report(event.error ?? event.message, 'error');
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      report(event.reason, 'unhandledrejection');
    };
    const onClick = (event: MouseEvent) => {
      try {
        const described = describeClick(event.target);
        if (described) remember({ type: 'click', at: now().toISOString(), ...described });
      } catch {
        // A breadcrumb is never worth a failure.
      }
    };
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    target.document.addEventListener('click', onClick, { capture: true });
    navigation(target.location.pathname);
    return () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      target.document.removeEventListener('click', onClick, { capture: true });
    };
  };

  return { install, report, navigation, breadcrumbs: () => [...crumbs] };
}

let active: ErrorReporter | null = null;

/** Start the app's reporter (main.tsx); returns the way to stop it. */
export function installErrorReporter(options: ErrorReporterOptions = {}): () => void {
  const reporter = createErrorReporter(options);
  const stop = reporter.install();
  active = reporter;
  return () => {
    stop();
    if (active === reporter) active = null;
  };
}

/** Report an error an error boundary caught (nothing happens before the reporter starts). */
export const reportCaughtError = (error: unknown, componentStack?: string): boolean =>
  active?.report(error, 'boundary', componentStack) ?? false;

/** Record a route change (the router's subscription in main.tsx). */
export const recordNavigation = (path: string): void => {
  active?.navigation(path);
};

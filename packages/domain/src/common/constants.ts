/** Timings and limits of the shell (spec 1 §9). Milliseconds unless named otherwise. */
export const MAINTENANCE_RELOAD_MS = 30_000;
export const CONSOLE_VERSION_POLL_MS = 60_000;
export const JUMP_REDIRECT_MS = 800;
export const COOKIE_BANNER_DELAY_MS = 1_500;
export const COOKIE_CONSENT_MONTHS = 6;
export const CUSTOMER_MFA_REDIRECT_MS = 2_000;
export const REMEMBERED_SESSION_EXPIRED_DELAY_MS = 1_000;
export const MODAL_QUERY_OPEN_DELAY_MS = 1_500;
export const ME_STALE_MS = 10 * 60_000;
export const DEFAULT_STALE_MS = 5_000;
export const ENV_STALE_MS = 30 * 60_000;
export const AUTOCOMPLETE_THROTTLE_MS = 200;
export const MAX_SNACKBARS = 3;
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920 } as const;
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Spec 3 §2, §9: the dashboard's tabs (QUOTES, BINDERS, POLICIES, ACCOUNTS, SUBMISSIONS) show 20 rows. */
export const DASHBOARD_PAGE_SIZE = 20;
/** Spec 3 §2: /agency/dashboard?tab= (with prefilterAccountId). */
export const DASHBOARD_TABS = ['QUOTES', 'BINDERS', 'POLICIES', 'ACCOUNTS', 'SUBMISSIONS'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
/** Team scopes of the dashboard's tabs (spec 3 §2): current team, all my teams, my agency. */
export const TEAM_SCOPES = ['CURRENT_TEAM', 'MY_TEAMS', 'AGENCY'] as const;
export type TeamScope = (typeof TEAM_SCOPES)[number];

/** Access tokens live 15 minutes; refresh tokens rotate on every use. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 14;

/** The console-version value that means the API is down. */
export const SERVER_DOWN = 'SERVER_DOWN';

export const ENVIRONMENT_NAMES = ['qa', 'dev', 'staging', 'prod', 'dev space', 'local'] as const;
export type EnvironmentName = (typeof ENVIRONMENT_NAMES)[number];

/** Cookie-consent storage keys (spec 1 §3). */
export const COOKIE_CONSENT_KEYS = {
  enabled: 'cookies_enabled',
  lastConsented: 'cookies_last_consented',
} as const;

/** Time-range presets for activity screens (spec 1 §9); 5 (7 days) is the default. */
export const TIME_RANGE_PRESETS = [
  { id: 0, label: 'Last 15 minutes' },
  { id: 1, label: 'Last 60 minutes' },
  { id: 2, label: 'Last 4 hours' },
  { id: 3, label: 'Today' },
  { id: 4, label: 'Last 24 hours' },
  { id: 5, label: 'Last 7 days' },
  { id: 6, label: 'This month' },
  { id: 7, label: 'Last 30 days' },
  { id: 8, label: 'Last 90 days' },
] as const;
export const DEFAULT_TIME_RANGE_PRESET = 5;
export const DISPLAY_DATE_TIME_FORMAT = 'MMM. DD, YYYY h:mm A';

/** Internal event names (spec 1 §2), published on the client event bus. */
export const APP_EVENTS = [
  'quote:patching',
  'quote:patched',
  'quote:refresh',
  'account:refresh',
  'financing:accpeted',
  'api:error:5xx',
  'team-change',
  'server-down',
  'version-changed',
] as const;
export type AppEvent = (typeof APP_EVENTS)[number];

/** The platform's name, beside its mark (the web app's default name, the proposal's wordmark). */
export const PLATFORM_NAME = 'Cyber Platform';

/**
 * The platform's mark on a 32×32 grid (the favicon): a shield with a tick on a rounded square.
 * SVG path data, so the web app and the server's PDFs draw the same logo.
 */
export const PLATFORM_MARK = {
  size: 32,
  color: '#1e3a8a',
  square: 'M7 0H25A7 7 0 0 1 32 7V25A7 7 0 0 1 25 32H7A7 7 0 0 1 0 25V7A7 7 0 0 1 7 0Z',
  shield: 'M16 6l8 3v6c0 5.2-3.4 9.6-8 11-4.6-1.4-8-5.8-8-11V9z',
  tick: 'M12.5 16.2l2.4 2.4 4.8-5',
} as const;

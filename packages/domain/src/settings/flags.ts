import dayjs from 'dayjs';
import { COOKIE_CONSENT_KEYS, COOKIE_CONSENT_MONTHS } from '../common/constants.ts';
import type { Region } from '../common/region.ts';

/**
 * Feature flags (spec 1 §6): their keys and messages, and the client rules that read them
 * (maintenance by region, the incident banner, cookie consent). Every page uses these, sign-in
 * included, so this module is free of zod (whose full API would otherwise be on the sign-in page's
 * first download); the schemas of the flags' settings and of the flags API are in
 * `flags.schema.ts`.
 */
export const FLAG_KEYS = {
  maintenance: 'maintenance-mode',
  maintenanceUs: 'maintenance-mode-us',
  maintenanceUk: 'maintenance-mode-uk',
  incidentBanner: 'incident-banner',
  rememberDevice: 'remember-device',
  consoleVersionCheck: 'console-version-check',
  newAgentExperience: 'new-agent-experience',
  submissionsView: 'submissions-view',
  boostV5: 'boost-v5',
  quoteEditing: 'quote-editing',
  productSelector: 'product-selector',
  ukEnvironment: 'uk-environment',
} as const;
export type FlagKey = (typeof FLAG_KEYS)[keyof typeof FLAG_KEYS];

export const FLAG_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const INCIDENT_MESSAGE_MAX = 500;

export const FLAG_MESSAGES = {
  unknownFlag: 'This feature flag does not exist.',
  incidentMessageRequired: 'Enter the incident message.',
  incidentMessageTooLong: `The incident message can be at most ${INCIDENT_MESSAGE_MAX} characters.`,
  statusUrlInvalid: 'Enter the status page address as an https:// link.',
  incidentNeedsSettings: 'Enter the incident message and status page before turning the banner on.',
  noSettings: 'This flag has no settings.',
  overrideNotFound: 'This user has no override for this flag.',
  userNotFound: 'User not found.',
  searchTooShort: 'Type at least 2 characters of the e-mail address.',
} as const;

/** An absolute https:// address with a host (no spaces); other schemes are refused. */
export const HTTPS_URL =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** The most a status page address may be, once trimmed. */
export const STATUS_URL_MAX = 2048;

/**
 * The incident banner's settings: the message shown and the status page 'Check Status' opens
 * (`IncidentBannerPayloadSchema` in flags.schema.ts parses exactly these).
 */
export type IncidentBannerPayload = { message: string; statusUrl: string };

/**
 * The incident banner's settings as `IncidentBannerPayloadSchema` (flags.schema.ts) parses them
 * (trimmed, only the two fields), or null when they do not satisfy it. The banner is on every
 * page, so this rule is written without zod; a test holds the two to one answer.
 */
export function readIncidentPayload(value: unknown): IncidentBannerPayload | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { message, statusUrl } = value as Record<string, unknown>;
  if (typeof message !== 'string' || typeof statusUrl !== 'string') return null;
  const text = message.trim();
  const url = statusUrl.trim();
  if (text.length < 1 || text.length > INCIDENT_MESSAGE_MAX) return null;
  if (url.length > STATUS_URL_MAX || !HTTPS_URL.test(url)) return null;
  return { message: text, statusUrl: url };
}

/** Flags that cannot be turned on without their settings. */
export const FLAGS_REQUIRING_PAYLOAD: readonly string[] = [FLAG_KEYS.incidentBanner];

// --- client rules ------------------------------------------------------------------------

type FlagMap = Readonly<Record<string, boolean>> | undefined;

/**
 * Maintenance replaces the app when the general flag is on, or the region's own flag is
 * (spec 1 §4).
 */
export const isMaintenanceOn = (flags: FlagMap, region: Region): boolean =>
  flags?.[FLAG_KEYS.maintenance] === true ||
  (region === 'US' && flags?.[FLAG_KEYS.maintenanceUs] === true) ||
  (region === 'UK' && flags?.[FLAG_KEYS.maintenanceUk] === true);

/** Who keeps the app during maintenance: those who can turn it off (provider super admins). */
export const MAINTENANCE_BYPASS_PERMISSION = 'flag:manage';

/** `/login?staff=1` stays reachable during maintenance so staff can sign in and turn it off. */
export const MAINTENANCE_STAFF_LOGIN_PARAM = 'staff';

/** The incident banner to show, or null when the flag is off or its settings are missing. */
export function incidentOf(
  flags: FlagMap,
  payloads: Readonly<Record<string, unknown>> | undefined,
): IncidentBannerPayload | null {
  if (flags?.[FLAG_KEYS.incidentBanner] !== true) return null;
  return readIncidentPayload(payloads?.[FLAG_KEYS.incidentBanner]);
}

/** Local-storage key remembering which incident message this browser dismissed. */
export const INCIDENT_DISMISSED_KEY = 'incident_banner_dismissed';

/** A short fingerprint of an incident: a new message (or status page) shows the banner again. */
export function incidentFingerprint(incident: IncidentBannerPayload): string {
  const text = `${incident.message}\u0000${incident.statusUrl}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The part of Web Storage the consent rules use. */
export type KeyValueStore = {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
};

export type CookieConsent = { enabled: boolean; lastConsented: string | null };

/** The stored consent, or null when never answered (or the stored value is not readable). */
export function readCookieConsent(storage: Pick<KeyValueStore, 'getItem'>): CookieConsent | null {
  const enabled = storage.getItem(COOKIE_CONSENT_KEYS.enabled);
  if (enabled !== 'true' && enabled !== 'false') return null;
  return {
    enabled: enabled === 'true',
    lastConsented: storage.getItem(COOKIE_CONSENT_KEYS.lastConsented),
  };
}

/**
 * Whether the cookie banner must ask (spec 1 §4): never answered, or accepted more than six
 * months ago. A denial is not re-expired: it stands until the visitor clears their storage.
 */
export function cookieConsentNeeded(consent: CookieConsent | null, now: Date): boolean {
  if (!consent) return true;
  if (!consent.enabled) return false;
  if (!consent.lastConsented) return true;
  const at = dayjs(consent.lastConsented);
  if (!at.isValid()) return true;
  return !dayjs(now).isBefore(at.add(COOKIE_CONSENT_MONTHS, 'month'));
}

export function writeCookieConsent(
  storage: Pick<KeyValueStore, 'setItem'>,
  enabled: boolean,
  now: Date,
): void {
  storage.setItem(COOKIE_CONSENT_KEYS.enabled, String(enabled));
  storage.setItem(COOKIE_CONSENT_KEYS.lastConsented, now.toISOString());
}

import dayjs from 'dayjs';
import { z } from 'zod';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';
import { COOKIE_CONSENT_KEYS, COOKIE_CONSENT_MONTHS } from '../common/constants.ts';
import type { Region } from '../common/region.ts';

/**
 * Feature flags (spec 1 §6): their keys, the settings some of them carry, the admin API's
 * request/response shapes, and the client rules that read them (maintenance by region, the
 * incident banner, cookie consent).
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
const HTTPS_URL =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;

const httpsUrl = z
  .string(FLAG_MESSAGES.statusUrlInvalid)
  .trim()
  .max(2048, FLAG_MESSAGES.statusUrlInvalid)
  .regex(HTTPS_URL, FLAG_MESSAGES.statusUrlInvalid);

/** The incident banner's settings: the message shown and the status page 'Check Status' opens. */
export const IncidentBannerPayloadSchema = z.object({
  message: z
    .string(FLAG_MESSAGES.incidentMessageRequired)
    .trim()
    .min(1, FLAG_MESSAGES.incidentMessageRequired)
    .max(INCIDENT_MESSAGE_MAX, FLAG_MESSAGES.incidentMessageTooLong),
  statusUrl: httpsUrl,
});
export type IncidentBannerPayload = z.infer<typeof IncidentBannerPayloadSchema>;

/** Flags that carry settings, with the schema those settings must satisfy. */
export const FLAG_PAYLOAD_SCHEMAS: Readonly<Record<string, z.ZodType<Record<string, unknown>>>> = {
  [FLAG_KEYS.incidentBanner]: IncidentBannerPayloadSchema,
};

/** Flags that cannot be turned on without their settings. */
export const FLAGS_REQUIRING_PAYLOAD: readonly string[] = [FLAG_KEYS.incidentBanner];

const PayloadSchema = z.record(z.string(), z.unknown());

/** GET /api/auth/v1/flags: flags by key, plus the settings of public flags that have any. */
export const PublicFlagsSchema = z.object({
  flags: z.record(z.string(), z.boolean()),
  payloads: z.record(z.string(), PayloadSchema),
});
export type PublicFlags = z.infer<typeof PublicFlagsSchema>;

// --- admin API ---------------------------------------------------------------------------

export const AdminFlagSchema = z.object({
  key: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  isPublic: z.boolean(),
  /** Whether the flag has settings (and which form edits them is decided by its key). */
  hasSettings: z.boolean(),
  payload: PayloadSchema.nullable(),
  overrideCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminFlag = z.infer<typeof AdminFlagSchema>;

export const AdminFlagListSchema = z.object({ content: z.array(AdminFlagSchema) });
export type AdminFlagList = z.infer<typeof AdminFlagListSchema>;

export const FlagKeyParamsSchema = z.object({
  key: z.string().regex(FLAG_KEY_PATTERN, FLAG_MESSAGES.unknownFlag),
});

/** PUT /api/admin/v1/flags/{key}: `payload` omitted keeps the settings, null clears them. */
export const UpdateFlagBodySchema = z.object({
  enabled: z.boolean(),
  payload: PayloadSchema.nullable().optional(),
});
export type UpdateFlagBody = z.infer<typeof UpdateFlagBodySchema>;

export const FlagOverrideSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  accountName: z.string().nullable(),
  accountType: z.string().nullable(),
  enabled: z.boolean(),
});
export type FlagOverride = z.infer<typeof FlagOverrideSchema>;

export const FlagOverridePageSchema = pageOf(FlagOverrideSchema);
export type FlagOverridePage = z.infer<typeof FlagOverridePageSchema>;

export const FlagOverrideListQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(25),
});

export const FlagOverrideParamsSchema = FlagKeyParamsSchema.extend({ userId: z.string() });

export const SetFlagOverrideBodySchema = z.object({ enabled: z.boolean() });
export type SetFlagOverrideBody = z.infer<typeof SetFlagOverrideBodySchema>;

export const FlagUserSearchQuerySchema = z.object({
  search: z.string().trim().min(2, FLAG_MESSAGES.searchTooShort).max(200),
});

export const FlagUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  accountName: z.string().nullable(),
  accountType: z.string().nullable(),
});
export type FlagUser = z.infer<typeof FlagUserSchema>;

export const FlagUserListSchema = z.object({ content: z.array(FlagUserSchema) });
export const FLAG_USER_SEARCH_LIMIT = 10;

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
  const parsed = IncidentBannerPayloadSchema.safeParse(payloads?.[FLAG_KEYS.incidentBanner]);
  return parsed.success ? parsed.data : null;
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

import { z } from 'zod';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';
import {
  FLAG_KEY_PATTERN,
  FLAG_KEYS,
  FLAG_MESSAGES,
  HTTPS_URL,
  INCIDENT_MESSAGE_MAX,
  STATUS_URL_MAX,
  type IncidentBannerPayload,
} from './flags.ts';

/**
 * Feature flags (spec 1 §6): the schemas of the settings some flags carry, and the flags API's
 * request and response shapes. The keys, messages and client rules are in `flags.ts`.
 */

const httpsUrl = z
  .string(FLAG_MESSAGES.statusUrlInvalid)
  .trim()
  .max(STATUS_URL_MAX, FLAG_MESSAGES.statusUrlInvalid)
  .regex(HTTPS_URL, FLAG_MESSAGES.statusUrlInvalid);

/**
 * The incident banner's settings: the message shown and the status page 'Check Status' opens.
 * The banner reads them with `readIncidentPayload` (flags.ts), the same rule without zod.
 */
export const IncidentBannerPayloadSchema = z.object({
  message: z
    .string(FLAG_MESSAGES.incidentMessageRequired)
    .trim()
    .min(1, FLAG_MESSAGES.incidentMessageRequired)
    .max(INCIDENT_MESSAGE_MAX, FLAG_MESSAGES.incidentMessageTooLong),
  statusUrl: httpsUrl,
}) satisfies z.ZodType<IncidentBannerPayload>;

/** Flags that carry settings, with the schema those settings must satisfy. */
export const FLAG_PAYLOAD_SCHEMAS: Readonly<Record<string, z.ZodType<Record<string, unknown>>>> = {
  [FLAG_KEYS.incidentBanner]: IncidentBannerPayloadSchema,
};

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

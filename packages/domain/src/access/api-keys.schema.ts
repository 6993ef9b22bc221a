import { z } from 'zod';
import { ListQuerySchema, pageOf } from '../common/list.schema.ts';
import { ACCESS_MESSAGES } from './messages.ts';

export * from './api-activity.schema.ts';
export * from './time-range.ts';

/**
 * API keys authenticate calls with `x-api-key: <keyId>.<secret>`. The call runs as the key's
 * owner in the key's organisation, with the owner's current permissions.
 */
export const API_KEY_HEADER = 'x-api-key';
export const apiKeyHeaderValue = (keyId: string, secret: string) => `${keyId}.${secret}`;
/** Public key ids look like `ck_` followed by 20 hex characters. */
export const API_KEY_ID_PATTERN = /^ck_[0-9a-f]{20}$/;

export const ApiKeyInputSchema = z.object({
  name: z
    .string({ error: ACCESS_MESSAGES.apiKeyNameRequired })
    .trim()
    .min(1, ACCESS_MESSAGES.apiKeyNameRequired)
    .max(100, ACCESS_MESSAGES.apiKeyNameTooLong),
  description: z
    .string()
    .trim()
    .max(500, ACCESS_MESSAGES.apiKeyDescriptionTooLong)
    .nullable()
    .optional(),
});
export type ApiKeyInput = z.infer<typeof ApiKeyInputSchema>;

export const ApiKeyParamsSchema = z.object({ keyId: z.string().min(1).max(64) });

/** GET /api/auth/v1/api (spec 1 §7: page, size, search, sort). */
export const ApiKeyListQuerySchema = ListQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type ApiKeyListQuery = z.infer<typeof ApiKeyListQuerySchema>;
export const API_KEY_SORT_FIELDS = ['name', 'keyId', 'createdAt', 'lastUsedAt'] as const;

export const ApiKeySchema = z.object({
  id: z.string(),
  keyId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The secret's last four characters, to tell keys apart. */
  secretHint: z.string(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  regeneratedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;
export const ApiKeyPageSchema = pageOf(ApiKeySchema);
export type ApiKeyPage = z.infer<typeof ApiKeyPageSchema>;

/** Create and regenerate answer the secret once; it is never shown again. */
export const ApiKeyWithSecretSchema = ApiKeySchema.extend({
  secret: z.string(),
  /** The whole header value, `<keyId>.<secret>`. */
  apiKey: z.string(),
});
export type ApiKeyWithSecret = z.infer<typeof ApiKeyWithSecretSchema>;

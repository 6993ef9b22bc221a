import { z } from 'zod';
import { ListQuerySchema, pageOf } from '../common/list.schema.ts';
import { DomainEventTypeSchema } from '../events/domain-events.ts';

/**
 * Webhooks (spec 2 §2 WebHookCreate / WebHookEdit / WebHookDeleteConfirm, §3 Webhook, §5, §7
 * "Webhooks", §8, §9). The spec gives no wording for these messages; they are designed
 * (docs/decisions/024-webhooks.md) and shown inline as the server returns them (§8).
 */
export const WEBHOOK_MESSAGES = {
  companyNameRequired: 'Company name is required',
  companyNameTooLong: 'Company name must be 200 characters or less',
  clientIdRequired: 'Client ID is required',
  clientIdLength: 'Client ID must be exactly 32 characters',
  clientSecretRequired: 'Client secret is required',
  clientSecretLength: 'Client secret must be exactly 32 characters',
  credentialCharacters: 'Only letters, numbers, "-" and "_" are allowed',
  webhookUrlRequired: 'Webhook URL is required',
  webhookUrlTooShort: 'Webhook URL must be at least 16 characters',
  webhookUrlTooLong: 'Webhook URL must be 2048 characters or less',
  webhookUrlInvalid: 'Enter a valid http:// or https:// URL',
  webhookUrlHttps: 'The webhook URL must use https://',
  webhookUrlCredentials: 'The webhook URL must not contain a user name or password',
  webhookUrlPrivate: 'The webhook URL must not point to a private, local or reserved address',
  invalidOrganisation: 'The selected organisation is invalid.',
  notFound: 'Webhook not found.',
  notConfigured: 'Set the client ID, client secret and webhook URL before sending a test event.',
  inactive: 'The webhook is inactive. Activate it before sending a test event.',
  created: 'Webhook created successfully!',
  updated: 'Webhook updated successfully!',
  deleted: 'Webhook deleted successfully!',
  testQueued: 'Test event queued for delivery.',
} as const;

/** spec §5 and §9: client id and secret are 32 characters; the URL at least 16. */
export const WEBHOOK_CLIENT_ID_LENGTH = 32;
export const WEBHOOK_CLIENT_SECRET_LENGTH = 32;
export const WEBHOOK_URL_MIN_LENGTH = 16;
export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_COMPANY_NAME_MAX = 200;
const CREDENTIAL_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The headers of every delivery (how receivers verify it: decision 024). */
export const WEBHOOK_HEADERS = {
  webhookId: 'X-Webhook-Id',
  eventId: 'X-Event-Id',
  eventType: 'X-Event-Type',
  clientId: 'X-Client-Id',
  timestamp: 'X-Timestamp',
  signature: 'X-Signature',
} as const;

/** The type of the ping sent by "Send test event". */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/*
 * The domain package is compiled without DOM or Node typings; both runtimes (browsers, Node 20+)
 * provide these globals.
 */
declare const crypto: { getRandomValues: <T extends Uint8Array>(array: T) => T };
declare const URL: new (input: string) => {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
};

const CREDENTIAL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random client id or secret (letters and digits) from the platform's CSPRNG. */
export function generateWebhookCredential(length = WEBHOOK_CLIENT_SECRET_LENGTH): string {
  const out: string[] = [];
  const bytes = new Uint8Array(length * 2);
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    for (const b of bytes) {
      // 248 = 4 × 62: rejecting the rest keeps every character equally likely.
      if (b < 248 && out.length < length) out.push(CREDENTIAL_ALPHABET[b % 62]!);
    }
  }
  return out.join('');
}

/**
 * The URL rules every hook shares (server and form): http(s), no credentials, 16 to 2048
 * characters. https-only in production and the address checks are the server's.
 */
export const webhookUrlField = z
  .string({ error: WEBHOOK_MESSAGES.webhookUrlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.webhookUrlRequired)
  .min(WEBHOOK_URL_MIN_LENGTH, WEBHOOK_MESSAGES.webhookUrlTooShort)
  .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_MESSAGES.webhookUrlTooLong)
  .superRefine((value, ctx) => {
    let url: { protocol: string; hostname: string; username: string; password: string };
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.webhookUrlInvalid });
      return;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
      ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.webhookUrlInvalid });
    } else if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.webhookUrlCredentials });
    }
  });

const credentialField = (required: string, length: string, size: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .length(size, length)
    .regex(CREDENTIAL_PATTERN, WEBHOOK_MESSAGES.credentialCharacters);

export const webhookClientIdField = credentialField(
  WEBHOOK_MESSAGES.clientIdRequired,
  WEBHOOK_MESSAGES.clientIdLength,
  WEBHOOK_CLIENT_ID_LENGTH,
);
export const webhookClientSecretField = credentialField(
  WEBHOOK_MESSAGES.clientSecretRequired,
  WEBHOOK_MESSAGES.clientSecretLength,
  WEBHOOK_CLIENT_SECRET_LENGTH,
);

export const webhookCompanyNameField = z
  .string({ error: WEBHOOK_MESSAGES.companyNameRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.companyNameRequired)
  .max(WEBHOOK_COMPANY_NAME_MAX, WEBHOOK_MESSAGES.companyNameTooLong);

/** The event types a hook may subscribe to; an empty list receives every type. */
const eventsField = z.array(DomainEventTypeSchema).max(50);

/** POST /api/webhook/v1/createHook (WebHookCreate). */
export const WebhookCreateSchema = z.object({
  companyName: webhookCompanyNameField,
  /** Provider staff may scope the hook to one organisation; others always get their own. */
  organisationId: z.uuid({ error: WEBHOOK_MESSAGES.invalidOrganisation }).nullish(),
  events: eventsField.optional(),
});
export type WebhookCreateInput = z.input<typeof WebhookCreateSchema>;

/**
 * PUT /api/webhook/v1 (WebHookEdit). The secret is never sent back, so an edit may leave it out
 * to keep the stored one; a hook without a secret yet must be given one.
 */
export const WebhookUpdateSchema = z.object({
  id: z.uuid({ error: WEBHOOK_MESSAGES.notFound }),
  clientId: webhookClientIdField,
  clientSecret: webhookClientSecretField.optional(),
  webhookUrl: webhookUrlField,
  active: z.boolean().optional(),
  events: eventsField.optional(),
});
export type WebhookUpdateInput = z.input<typeof WebhookUpdateSchema>;

/** NOT_CONFIGURED until client id, secret and URL are set; then ACTIVE or INACTIVE. */
export const WEBHOOK_STATUSES = ['NOT_CONFIGURED', 'ACTIVE', 'INACTIVE'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export const WebhookSchema = z.object({
  id: z.uuid(),
  companyName: z.string(),
  organisationId: z.uuid().nullable(),
  organisationName: z.string().nullable(),
  clientId: z.string().nullable(),
  /** Masked: the last four characters only (the secret is never returned in full). */
  clientSecret: z.string().nullable(),
  hasClientSecret: z.boolean(),
  webhookUrl: z.string().nullable(),
  events: z.array(z.string()),
  active: z.boolean(),
  status: z.enum(WEBHOOK_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof WebhookSchema>;
export const WebhookPageSchema = pageOf(WebhookSchema);
export type WebhookPage = z.infer<typeof WebhookPageSchema>;

export const WebhookSearchQuerySchema = ListQuerySchema.extend({
  /** Provider staff: only the hooks of this organisation. */
  organisationId: z.uuid().optional(),
});
export type WebhookSearchQuery = z.infer<typeof WebhookSearchQuerySchema>;

export const WebhookIdParamsSchema = z.object({ id: z.uuid({ error: WEBHOOK_MESSAGES.notFound }) });

export const WebhookResultSchema = z.object({ message: z.string(), webhook: WebhookSchema });
export type WebhookResult = z.infer<typeof WebhookResultSchema>;
export const WebhookMessageSchema = z.object({ message: z.string() });

/** PENDING (queued or retrying), DELIVERED, FAILED (gave up), REFUSED (address not allowed). */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED', 'REFUSED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WebhookDeliverySchema = z.object({
  id: z.uuid(),
  webhookId: z.uuid(),
  eventId: z.uuid(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryPageSchema = pageOf(WebhookDeliverySchema);
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPageSchema>;

export const WebhookDeliveryQuerySchema = ListQuerySchema.pick({ page: true, size: true });
export type WebhookDeliveryQuery = z.infer<typeof WebhookDeliveryQuerySchema>;

export const WebhookTestResultSchema = z.object({
  message: z.string(),
  delivery: WebhookDeliverySchema,
});
export type WebhookTestResult = z.infer<typeof WebhookTestResultSchema>;

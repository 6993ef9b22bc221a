import { z } from 'zod';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';

export const MESSAGE_CHANNELS = ['EMAIL', 'SMS'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_STATUSES = ['QUEUED', 'SENT', 'DELIVERED_DEV', 'FAILED'] as const;

/** A message the platform sent, as the dev mailbox shows it. */
export const OutboundMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  template: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboundMessage = z.infer<typeof OutboundMessageSchema>;

export const MailboxQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(25),
  /** Recipient: e-mail address or phone, exact (case-insensitive for e-mail). */
  to: z.string().trim().max(320).optional(),
  channel: z.enum(MESSAGE_CHANNELS).optional(),
  template: z.string().trim().max(64).optional(),
  search: z.string().trim().max(200).optional(),
});
export type MailboxQuery = z.infer<typeof MailboxQuerySchema>;

export const MailboxPageSchema = pageOf(OutboundMessageSchema);
export type MailboxPage = z.infer<typeof MailboxPageSchema>;

/** The first link of a message's text (what a person would click). */
export const firstLinkIn = (text: string): string | null =>
  /https?:\/\/[^\s<>"']+/.exec(text)?.[0] ?? null;

/** The first six-digit code of a message's text. */
export const firstCodeIn = (text: string): string | null => /\b(\d{6})\b/.exec(text)?.[1] ?? null;

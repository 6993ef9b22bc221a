import { and, eq, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Tx } from '../db/client.ts';
import { outboundMessages } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';

type Db = Database | Tx;

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for: invitation, password-reset, mfa-code, … */
  template: string;
  userId?: string | null;
  organisationId?: string | null;
};

export type SmsMessage = Omit<EmailMessage, 'subject' | 'html'>;

export type OutboundRow = typeof outboundMessages.$inferSelect;

const MAX_ATTEMPTS = 8;

/**
 * E-mail and text messages (DESIGN §2). Services call `email`/`sms` inside the transaction that
 * causes the message (the outbox): nothing is sent for a change that rolls back.
 *
 * Without SMTP_URL (or with SMS_PROVIDER=dev) a message is delivered to the dev mailbox at once:
 * it is stored with status DELIVERED_DEV, readable by provider admins and at /api/dev/mailbox.
 * Otherwise it is QUEUED and `dispatch()` sends it after commit, retrying with exponential
 * backoff; any API node may dispatch, each message being leased by one node at a time.
 */
export type Messenger = {
  email: (db: Db, message: EmailMessage) => Promise<OutboundRow>;
  sms: (db: Db, message: SmsMessage) => Promise<OutboundRow>;
  /** Send what is due now; resolves to the number of messages handled. */
  dispatch: () => Promise<number>;
  /** Ask for a dispatch soon (after the current transaction has committed). */
  kick: () => void;
  start: () => void;
  stop: () => void;
};

export type MessengerDeps = {
  db: Database;
  config: Config;
  clock: Clock;
  log?: FastifyBaseLogger;
  /** Replaces the SMTP transport (tests). */
  transport?: Pick<Transporter, 'sendMail'>;
};

export function createMessenger({ db, config, clock, log, transport }: MessengerDeps): Messenger {
  const smtp: Pick<Transporter, 'sendMail'> | null =
    transport ?? (config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null);
  const emailIsDev = !smtp;
  const smsIsDev = config.SMS_PROVIDER === 'dev';
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const store = async (
    tx: Db,
    channel: 'EMAIL' | 'SMS',
    dev: boolean,
    m: EmailMessage | SmsMessage,
  ) => {
    const now = clock.now();
    const [row] = await tx
      .insert(outboundMessages)
      .values({
        channel,
        recipient: channel === 'EMAIL' ? m.to.trim().toLowerCase() : m.to.trim(),
        subject: 'subject' in m ? m.subject : null,
        text: m.text,
        html: 'html' in m ? (m.html ?? null) : null,
        template: m.template,
        status: dev ? 'DELIVERED_DEV' : 'QUEUED',
        sentAt: dev ? now : null,
        userId: m.userId ?? null,
        organisationId: m.organisationId ?? null,
        createdAt: now,
        nextAttemptAt: now,
      })
      .returning();
    return row!;
  };

  const deliver = async (row: OutboundRow) => {
    if (row.channel === 'EMAIL') {
      if (!smtp) throw new Error('No SMTP transport');
      await smtp.sendMail({
        from: config.MAIL_FROM,
        to: row.recipient,
        subject: row.subject ?? '',
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
      });
      return;
    }
    if (!config.SMS_HTTP_URL) throw new Error('No SMS provider');
    const response = await fetch(config.SMS_HTTP_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.SMS_HTTP_TOKEN ? { authorization: `Bearer ${config.SMS_HTTP_TOKEN}` } : {}),
      },
      body: JSON.stringify({ to: row.recipient, text: row.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  };

  const dispatchOnce = async (): Promise<number> => {
    const now = clock.now();
    const lease = new Date(now.getTime() + 5 * 60_000);
    // Lease up to 20 due messages: pushing next_attempt_at forward keeps other nodes off them.
    const leased = await db
      .update(outboundMessages)
      .set({ nextAttemptAt: lease, attempts: sql`${outboundMessages.attempts} + 1` })
      .where(
        sql`${outboundMessages.id} in (select ${outboundMessages.id} from ${outboundMessages} where ${and(
          eq(outboundMessages.status, 'QUEUED'),
          lte(outboundMessages.nextAttemptAt, now),
        )} order by ${outboundMessages.nextAttemptAt} limit 20 for update skip locked)`,
      )
      .returning();
    for (const row of leased) {
      try {
        await deliver(row);
        await db
          .update(outboundMessages)
          .set({ status: 'SENT', sentAt: clock.now(), lastError: null })
          .where(eq(outboundMessages.id, row.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = row.attempts >= MAX_ATTEMPTS;
        const backoffMs = Math.min(2 ** row.attempts * 30_000, 6 * 3_600_000);
        log?.warn({ messageId: row.id, attempts: row.attempts }, `delivery failed: ${message}`);
        await db
          .update(outboundMessages)
          .set({
            status: failed ? 'FAILED' : 'QUEUED',
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(clock.now().getTime() + backoffMs),
          })
          .where(eq(outboundMessages.id, row.id));
      }
    }
    return leased.length;
  };

  const dispatch = async () => {
    if (emailIsDev && smsIsDev) return 0;
    // One dispatch at a time per node.
    running ??= dispatchOnce().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    email: (tx, m) => store(tx, 'EMAIL', emailIsDev, m),
    sms: (tx, m) => store(tx, 'SMS', smsIsDev, m),
    dispatch,
    kick: () => {
      if (emailIsDev && smsIsDev) return;
      setImmediate(() => {
        dispatch().catch((error: unknown) => log?.error({ err: error }, 'dispatch failed'));
      });
    },
    start: () => {
      if (timer || (emailIsDev && smsIsDev)) return;
      timer = setInterval(() => {
        dispatch().catch((error: unknown) => log?.error({ err: error }, 'dispatch failed'));
      }, 5_000);
      timer.unref();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One layout for every e-mail: a greeting, paragraphs, an optional button with its link also
 * written out (plain-text clients and tests read it), and a closing line.
 */
export function renderEmail(input: {
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing?: string;
}): { text: string; html: string } {
  const closing = input.closing ?? 'The Cyber Platform team';
  const textParts = [
    ...(input.greeting ? [input.greeting] : []),
    ...input.paragraphs,
    ...(input.action ? [`${input.action.label}: ${input.action.url}`] : []),
    closing,
  ];
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1b2430;max-width:560px">',
    ...(input.greeting ? [`<p>${escapeHtml(input.greeting)}</p>`] : []),
    ...input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(input.action
      ? [
          `<p><a href="${escapeHtml(input.action.url)}" style="display:inline-block;padding:10px 18px;background:#1e4fd8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>`,
          `<p style="font-size:13px;color:#5b6675">Or open this link: ${escapeHtml(input.action.url)}</p>`,
        ]
      : []),
    `<p>${escapeHtml(closing)}</p>`,
    '</div>',
  ].join('\n');
  return { text: textParts.join('\n\n'), html };
}

/** An absolute link into the web app, for e-mails. */
export const appLink = (config: Pick<Config, 'PUBLIC_URL'>, path: string) =>
  `${config.PUBLIC_URL}${path.startsWith('/') ? path : `/${path}`}`;

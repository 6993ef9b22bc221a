import {
  CODE_RESEND_MIN_INTERVAL_SECONDS,
  ONE_TIME_CODE_TTL_SECONDS,
  WORKFLOW_MAX_SENDS,
  WORKFLOW_MESSAGES,
  maskEmail,
  maskPhone,
  type WorkflowCodeSent,
  type WorkflowFlow,
  type WorkflowInfo,
} from '@cyber/domain';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { keyedHash } from '../../../lib/crypto.ts';
import { renderEmail } from '../../../lib/mail.ts';
import { newNumericCode } from '../../../lib/one-time.ts';
import type { MfaDeps } from '../mfa.context.ts';
import * as repo from '../mfa.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const workflowCodeHash = (key: string, workflowId: string, code: string) =>
  keyedHash(key, `wf:${workflowId}:${code}`);

/**
 * A workflow that can still be used. Unknown, expired and already verified workflows are all a
 * 401: the page sends the person to sign in (spec 1 §7).
 */
export async function liveWorkflow(db: Database, id: string, now: Date) {
  const row = UUID.test(id) ? await repo.findWorkflow(db, id) : undefined;
  if (!row || row.expiresAt <= now)
    throw new AppError('UNAUTHENTICATED', WORKFLOW_MESSAGES.unknown);
  if (row.verifiedAt) throw new AppError('UNAUTHENTICATED', WORKFLOW_MESSAGES.used);
  return row;
}

/** GET /api/auth/v1/wf/{id} — what the code page shows; never the full e-mail or phone. */
export async function getWorkflow(
  deps: Pick<MfaDeps, 'db' | 'clock'>,
  id: string,
): Promise<WorkflowInfo> {
  const row = await liveWorkflow(deps.db, id, deps.clock.now());
  return {
    id: row.id,
    flow: row.flow as WorkflowFlow,
    email: maskEmail(row.email),
    flowUserPhone: row.phone ? maskPhone(row.phone) : null,
    hasPhone: row.phone !== null,
  };
}

/**
 * GET /api/auth/v1/wf/access/{id} (e-mail) and /wf/access/phone/{id} (text): send a fresh code,
 * replacing the previous one. One send every 30 seconds, ten over the workflow's life.
 */
export async function sendWorkflowCode(
  deps: Pick<MfaDeps, 'db' | 'clock' | 'config' | 'messenger'>,
  id: string,
  channel: 'EMAIL' | 'SMS',
): Promise<WorkflowCodeSent> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const row = await liveWorkflow(db, id, now);
  if (channel === 'SMS' && !row.phone) throw new AppError('BAD_REQUEST', WORKFLOW_MESSAGES.noPhone);
  if (
    row.lastSentAt &&
    now.getTime() - row.lastSentAt.getTime() < CODE_RESEND_MIN_INTERVAL_SECONDS * 1000
  ) {
    throw new AppError('TOO_MANY_REQUESTS', WORKFLOW_MESSAGES.tooSoon);
  }
  if (row.sends >= WORKFLOW_MAX_SENDS) {
    throw new AppError('TOO_MANY_REQUESTS', WORKFLOW_MESSAGES.tooManySends);
  }
  const code = newNumericCode();
  const expiresAt = new Date(now.getTime() + ONE_TIME_CODE_TTL_SECONDS * 1000);
  const minutes = Math.round(ONE_TIME_CODE_TTL_SECONDS / 60);
  await db.transaction(async (tx) => {
    await repo.updateWorkflow(tx, row.id, {
      codeHash: workflowCodeHash(config.JWT_SECRET, row.id, code),
      codeExpiresAt: expiresAt,
      attempts: 0,
      sends: row.sends + 1,
      lastSentAt: now,
      data: { ...row.data, codeChannel: channel },
    });
    if (channel === 'EMAIL') {
      const body = renderEmail({
        greeting: 'Hello,',
        paragraphs: [
          `Your verification code is ${code}.`,
          `It expires in ${minutes} minutes and can be used once.`,
        ],
      });
      await deps.messenger.email(tx, {
        to: row.email,
        subject: `Your verification code: ${code}`,
        ...body,
        template: 'workflow-code',
        userId: row.userId,
        organisationId: row.organisationId,
      });
    } else {
      await deps.messenger.sms(tx, {
        to: row.phone!,
        text: `${code} is your Cyber Platform verification code. It expires in ${minutes} minutes.`,
        template: 'workflow-code',
        userId: row.userId,
        organisationId: row.organisationId,
      });
    }
  });
  deps.messenger.kick();
  return {
    channel,
    sentTo: channel === 'EMAIL' ? maskEmail(row.email) : maskPhone(row.phone!),
    expiresAt: expiresAt.toISOString(),
  };
}

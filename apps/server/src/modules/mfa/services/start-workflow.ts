import {
  WORKFLOW_MESSAGES,
  WORKFLOW_STARTS_PER_ADDRESS_PER_HOUR,
  WORKFLOW_STARTS_PER_CALLER_PER_HOUR,
  WORKFLOW_TTL_DAYS,
  type StartWorkflowResponse,
  type WorkflowFlow,
} from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { appLink, renderEmail } from '../../../lib/mail.ts';
import type { MfaDeps } from '../mfa.context.ts';
import { recordThrottleFailure } from '../../auth/index.ts';
import * as repo from '../mfa.repository.ts';
import { toE164 } from '../phone.ts';

/**
 * Count one workflow start against the address it goes to and the caller who starts it (one
 * atomic statement each, shared by every node); 429 past the hourly budget of either.
 */
export async function countWorkflowStart(
  deps: Pick<MfaDeps, 'db' | 'clock'>,
  email: string,
  callerId: string,
): Promise<void> {
  const now = deps.clock.now();
  const hour = { now, windowStart: new Date(now.getTime() - 3_600_000) };
  const lockUntil = new Date(now.getTime() + 3_600_000);
  const over = await deps.db.transaction(async (tx) => {
    const address = await recordThrottleFailure(tx, `wf-address:${email.toLowerCase()}`, {
      ...hour,
      lockUntil,
      max: WORKFLOW_STARTS_PER_ADDRESS_PER_HOUR,
    });
    const caller = await recordThrottleFailure(tx, `wf-caller:${callerId}`, {
      ...hour,
      lockUntil,
      max: WORKFLOW_STARTS_PER_CALLER_PER_HOUR,
    });
    return (
      address > WORKFLOW_STARTS_PER_ADDRESS_PER_HOUR || caller > WORKFLOW_STARTS_PER_CALLER_PER_HOUR
    );
  });
  if (over) throw new AppError('TOO_MANY_REQUESTS', WORKFLOW_MESSAGES.tooManyStarted);
}

export type StartWorkflowInput = {
  flow: WorkflowFlow;
  email: string;
  phone?: string | null;
  /** A path inside the app where the flow continues once the code is verified. */
  redirectUrl: string;
  /** The person's user, when they have one: a verified code then also signs them in. */
  userId?: string | null;
  organisationId?: string | null;
  data?: Record<string, unknown>;
  createdBy?: string | null;
  /** E-mail the person a link to /validate/{id} (default true). */
  notify?: boolean;
  /** Region of the phone number when it has no +prefix. */
  region?: string;
};

const FLOW_WORDS: Record<WorkflowFlow, string> = {
  E_PAY: 'make a payment',
  SURPLUS_NOTICE: 'review and sign a surplus-lines notice',
  quote: 'review your quote',
};

/**
 * Start a one-time code workflow inside the caller's transaction (payments, surplus notices and
 * quotes call this). The person opens /validate/{id}, asks for a code by e-mail or text, and the
 * verified code sends them on to `redirectUrl`. Call `messenger.kick()` after commit.
 */
export async function startWorkflow(
  deps: Pick<MfaDeps, 'clock' | 'config' | 'messenger'>,
  tx: Tx,
  input: StartWorkflowInput,
): Promise<StartWorkflowResponse> {
  const now = deps.clock.now();
  const redirect = input.redirectUrl.trim();
  if (!redirect.startsWith('/') || redirect.startsWith('//')) {
    throw new AppError('BAD_REQUEST', WORKFLOW_MESSAGES.redirectInvalid);
  }
  let phone: string | null = null;
  if (input.phone?.trim()) {
    phone = toE164(input.phone, input.region);
    if (!phone)
      throw new AppError('BAD_REQUEST', 'Please enter a valid US (+1) or UK (+44) phone number.');
  }
  const expiresAt = new Date(now.getTime() + WORKFLOW_TTL_DAYS * 86_400_000);
  const row = await repo.insertWorkflow(tx, {
    flow: input.flow,
    email: input.email.trim().toLowerCase(),
    phone,
    redirectUrl: redirect,
    userId: input.userId ?? null,
    organisationId: input.organisationId ?? null,
    data: input.data ?? {},
    createdBy: input.createdBy ?? null,
    createdAt: now,
    expiresAt,
  });
  const url = appLink(deps.config, `/validate/${row.id}`);
  if (input.notify !== false) {
    const body = renderEmail({
      greeting: 'Hello,',
      paragraphs: [
        `You have been asked to ${FLOW_WORDS[input.flow]}. To keep it secure, we first check that it is really you with a 6-digit code sent to your email${phone ? ' or phone' : ''}.`,
        `The link below works for ${WORKFLOW_TTL_DAYS} days.`,
      ],
      action: { label: 'Continue', url },
    });
    await deps.messenger.email(tx, {
      to: row.email,
      subject: 'Please verify to continue',
      ...body,
      template: 'workflow-link',
      userId: input.userId ?? null,
      organisationId: input.organisationId ?? null,
    });
  }
  return { id: row.id, url, expiresAt: expiresAt.toISOString() };
}

import {
  CERTIFICATE_EMAIL_BUDGET,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_TEXT,
  certificateRequestSchemaFor,
  type CertificateEmailResult,
  type CertificateRequestBody,
} from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { renderEmail } from '../../../lib/mail.ts';
import { countBudgetUse, findUserById } from '../../auth/index.ts';
import type { CertificatesDeps } from '../certificates.context.ts';
import { readablePolicy, withPolicyRules } from './certificate-access.ts';
import type { CertificateContent } from './certificate-content.ts';
import { certificateFacts } from './certificate-pdf.ts';
import { makeCertificate } from './make-certificate.ts';

/**
 * The e-mail's paragraphs: the certificate itself, in words. The outbox sends text and HTML
 * only (no attachments), so the e-mail carries everything the PDF prints rather than a link the
 * holder could not open without signing in.
 */
function certificateParagraphs(c: CertificateContent): string[] {
  const f = certificateFacts(c);
  const producer = c.producer.name
    ? `${c.uk ? 'Broker' : 'Producer'}: ${[c.producer.name, c.producer.agent, c.producer.email].filter(Boolean).join(', ')}.`
    : null;
  return [
    `${f.title} for ${c.insured.name}, dated ${f.day(c.date)}.`,
    CERTIFICATE_TEXT.informationOnly,
    `Insured: ${[c.insured.name, ...c.insured.address].join(', ')}.`,
    ...(producer ? [producer] : []),
    `Insurer: ${f.insurers}.`,
    `Coverage: ${c.coverage} (${c.product}), policy ${c.policyNumber}, policy period ${f.period}. Each claim ${f.limit}; aggregate ${f.aggregate}; ${f.deductibleLabel.toLowerCase()} ${f.deductible}.`,
    `Certificate holder: ${[c.holder.name, ...c.holder.address].join(', ')}. Additional insured: ${c.holder.additionalInsured ? 'yes' : 'no'}.`,
    `Description of operations: ${CERTIFICATE_TEXT.operations(c.product)}${c.holder.additionalInsured ? ` ${CERTIFICATE_TEXT.additionalInsured(c.uk)}` : ''}`,
    `Cancellation: ${CERTIFICATE_TEXT.cancellation}`,
  ];
}

/**
 * The hourly budgets of certificate e-mails (CERTIFICATE_EMAIL_BUDGET): per requesting user, and
 * per address written to; over either, a 429 and nothing is sent.
 */
async function spendCertificateEmailBudget(
  deps: Pick<CertificatesDeps, 'db' | 'clock'>,
  userId: string,
  address: string | null,
) {
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - CERTIFICATE_EMAIL_BUDGET.windowMinutes * 60_000);
  const byUser = await countBudgetUse(deps.db, `certificate-email-user:${userId}`, {
    now,
    windowStart,
  });
  const byAddress = address
    ? await countBudgetUse(deps.db, `certificate-email-to:${address.toLowerCase()}`, {
        now,
        windowStart,
      })
    : 0;
  if (
    byUser > CERTIFICATE_EMAIL_BUDGET.perUser ||
    byAddress > CERTIFICATE_EMAIL_BUDGET.perAddress
  ) {
    throw new AppError('TOO_MANY_REQUESTS', CERTIFICATE_MESSAGES.tooManyEmails);
  }
}

/**
 * POST /api/policy/v1/{id}/certificate/email: make a certificate of insurance and e-mail it,
 * through the outbox in the same transaction, to the request's address or, without one, to the
 * caller's own; answers 202 with the spec's confirmation and the address it goes to. The request
 * is held to the policy's region's rules (400) before the hourly budget is spent, as it was when
 * the route checked it.
 */
export async function emailCertificate(
  deps: Pick<CertificatesDeps, 'db' | 'clock' | 'messenger'>,
  caller: Caller,
  policyId: string,
  body: CertificateRequestBody,
): Promise<CertificateEmailResult> {
  const policy = await readablePolicy(deps.db, caller, policyId);
  const request = withPolicyRules(certificateRequestSchemaFor, policy, body);
  await spendCertificateEmailBudget(deps, caller.actor.userId, request.email ?? null);
  return deps.db.transaction(async (tx) => {
    const own = request.email ? null : await findUserById(tx, caller.actor.userId);
    const to = request.email || own?.email;
    if (!to) throw new AppError('BAD_REQUEST', CERTIFICATE_MESSAGES.invalidEmail);
    const { content } = await makeCertificate(deps, tx, caller, policyId, request, {
      kind: 'EMAIL',
      email: to,
    });
    const f = certificateFacts(content);
    const body = renderEmail({
      greeting: own
        ? `Dear ${[own.firstName, own.lastName].filter(Boolean).join(' ') || own.email},`
        : 'Hello,',
      paragraphs: certificateParagraphs(content),
    });
    await deps.messenger.email(tx, {
      to,
      subject: `${f.title} - ${content.insured.name} - ${content.policyNumber}`,
      text: body.text,
      html: body.html,
      template: 'policy-certificate',
      userId: own ? own.id : null,
      organisationId: caller.actor.accountId,
    });
    return { message: CERTIFICATE_MESSAGES.emailRequested, email: to };
  });
}

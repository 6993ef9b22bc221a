import {
  formatRegionDate,
  isUkProduct,
  POLICY_DOCUMENT_TEXT,
  policyScreenPath,
  PRODUCT_NAMES,
  REGION_SETTINGS,
  type Persona,
  type ProductCode,
} from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { appLink, renderEmail } from '../../../lib/mail.ts';
import { money, units } from '../../../lib/pdf.ts';
import { findVisibleAccount } from '../../accounts/index.ts';
import { findUserById } from '../../auth/index.ts';
import { quoteDocumentFacts } from '../../quotes/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import type * as repo from '../policies.repository.ts';
import { openPostBind } from './policy-documents.ts';

/** Someone a binder's or policy's e-mail goes to, and the screen its link opens for them. */
type Recipient = {
  email: string;
  name: string;
  persona: Persona;
  userId: string | null;
  organisationId: string | null;
};

/** A user to write to: who, and as which persona they see the binder. */
export type PolicyMailUser = { userId: string | null; persona: Persona };

/**
 * The recipients, each address once: the users (the agent; at bind also whoever bound it) and
 * the policyholder's contact — the account's policy contact when its e-mail is known, else the
 * quote's policyholder e-mail (send to policyholder). Users no longer active are skipped.
 */
async function recipientsOf(
  tx: Tx,
  p: repo.PolicyRow,
  people: PolicyMailUser[],
): Promise<Recipient[]> {
  const recipients: Recipient[] = [];
  for (const { userId, persona } of people) {
    const user = userId ? await findUserById(tx, userId) : undefined;
    if (user?.status !== 'ACTIVE') continue;
    recipients.push({
      email: user.email,
      name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      persona,
      userId: user.id,
      organisationId: p.agencyId,
    });
  }
  const contact = await policyholderContact(tx, p);
  if (contact)
    recipients.push({ ...contact, persona: 'customer', userId: null, organisationId: p.accountId });
  const seen = new Set<string>();
  return recipients.filter((r) => {
    const key = r.email.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The policyholder's contact: the account's policy contact when its e-mail is known, else the
 * quote's policyholder e-mail (send to policyholder); null when there is neither.
 */
export async function policyholderContact(
  tx: Tx,
  p: Pick<repo.PolicyRow, 'accountId' | 'customerEmail'>,
): Promise<{ email: string; name: string } | null> {
  const account = await findVisibleAccount(
    tx,
    { organisationId: p.accountId, accountType: 'COWBELL' },
    p.accountId,
  );
  const email = account?.org.contactEmail ?? p.customerEmail;
  if (!email) return null;
  const name = account?.org.contactEmail
    ? [account.org.contactFirstName, account.org.contactLastName].filter(Boolean).join(' ')
    : '';
  return { email, name };
}

/** The terms every e-mail repeats, in the region's money, words and dates. */
function termsOf(p: repo.PolicyRow) {
  const uk = isUkProduct(p.product as ProductCode) || p.currency === 'GBP';
  const region = uk ? 'UK' : 'US';
  const symbol = REGION_SETTINGS[region].currencySymbol;
  const day = (iso: string) => formatRegionDate(iso, region);
  const product = PRODUCT_NAMES[p.product as ProductCode] ?? p.product;
  return {
    uk,
    day,
    product,
    lines: [
      `Limit ${units(symbol, p.limit)}; ${uk ? 'excess' : 'deductible'} ${units(symbol, p.deductible)}; policy period ${day(p.effectiveDate)} to ${day(p.endDate)}.`,
      `Total premium, with fees and taxes: ${money(symbol, p.totalPremium)}.`,
    ],
  };
}

/** One copy a recipient, through the outbox in the caller's transaction. */
async function send(
  deps: Pick<PoliciesDeps, 'messenger' | 'config'>,
  tx: Tx,
  recipients: Recipient[],
  p: repo.PolicyRow,
  mail: { subject: string; template: string; paragraphs: string[]; action: string },
) {
  for (const r of recipients) {
    const body = renderEmail({
      greeting: r.name ? `Dear ${r.name},` : 'Hello,',
      paragraphs: mail.paragraphs,
      action: {
        label: mail.action,
        url: appLink(deps.config, policyScreenPath(r.persona, p.status, p.id)),
      },
    });
    await deps.messenger.email(tx, {
      to: r.email,
      subject: mail.subject,
      text: body.text,
      html: body.html,
      template: mail.template,
      userId: r.userId,
      organisationId: r.organisationId,
    });
  }
}

/**
 * At bind, in its transaction: "Binder {number} for {company}" with the key terms, the
 * post-bind subjectivities still open, the binder's last day and a link to the binder's screen
 * (where its PDF downloads), to whoever bound it, the quote's agent and the policyholder's
 * contact. No attachment.
 */
export async function mailBound(
  deps: Pick<PoliciesDeps, 'messenger' | 'config'>,
  tx: Tx,
  p: repo.PolicyRow,
  people: PolicyMailUser[],
) {
  const { day, product, lines } = termsOf(p);
  const open = openPostBind(await quoteDocumentFacts(tx, p.quoteId));
  await send(deps, tx, await recipientsOf(tx, p, people), p, {
    subject: `Binder ${p.policyNumber} for ${p.namedInsured}`,
    template: 'policy-bound',
    paragraphs: [
      `${p.namedInsured}'s ${product} cover is bound under binder ${p.policyNumber}${p.agencyName ? `, placed by ${p.agencyName}` : ''}.`,
      ...lines,
      ...(open.length > 0 ? [`Still to provide after binding: ${open.join('; ')}.`] : []),
      `${POLICY_DOCUMENT_TEXT.binderExpiry(day(p.binderExpiresOn))} Sign in to download the binder.`,
    ],
    action: 'Open the binder',
  });
}

/**
 * At issue, in its transaction: "Policy {number} issued" with the key terms and a link to the
 * policy's screen (where the declarations page and the binder download), to the agent and the
 * policyholder's contact. No attachment.
 */
export async function mailIssued(
  deps: Pick<PoliciesDeps, 'messenger' | 'config'>,
  tx: Tx,
  p: repo.PolicyRow,
  agent: PolicyMailUser,
) {
  const { uk, product, lines } = termsOf(p);
  await send(deps, tx, await recipientsOf(tx, p, [agent]), p, {
    subject: `Policy ${p.policyNumber} issued`,
    template: 'policy-issued',
    paragraphs: [
      `Policy ${p.policyNumber} for ${p.namedInsured} (${product}) has been issued.`,
      ...lines,
      `Sign in to download the ${uk ? 'policy schedule' : 'declarations page'} and the binder.`,
    ],
    action: 'Open the policy',
  });
}

/**
 * When the renewal job (or the agent) prepares a renewal, in its transaction: "Renewal of policy
 * {number} is ready" to the agent of record only (not the policyholder: the agent reviews the
 * renewal and its diff first), with a link to the policy, whose drawer shows the renewal quote
 * and what changed.
 */
export async function mailRenewalReady(
  deps: Pick<PoliciesDeps, 'messenger' | 'config'>,
  tx: Tx,
  p: repo.PolicyRow,
  quote: { id: string; quoteNumber: string },
) {
  const { day, product } = termsOf(p);
  const agents = (await recipientsOf(tx, p, [{ userId: p.agentUserId, persona: 'agency' }])).filter(
    (r) => r.persona === 'agency',
  );
  await send(deps, tx, agents, p, {
    subject: `Renewal of policy ${p.policyNumber} is ready`,
    template: 'policy-renewal-ready',
    paragraphs: [
      `${p.namedInsured}'s ${product} policy ${p.policyNumber} ends on ${day(p.endDate)}.`,
      `Its renewal quote ${quote.quoteNumber}, re-rated on the account as it is today, is ready: review what changed and bind it before the policy ends.`,
    ],
    action: 'Review the renewal',
  });
}

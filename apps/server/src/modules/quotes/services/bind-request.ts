import {
  agencyStatusOf,
  BIND_REQUEST_MESSAGES,
  formatRegionDate,
  isUkProduct,
  isValidPhone,
  needsSurplusNotice,
  normalisePhone,
  PRODUCT_NAMES,
  QUOTE_LINK_TTL_DAYS,
  QUOTE_MESSAGES,
  quoteTermsOf,
  RatingResultSchema,
  RISK_FACTOR_KEYS,
  RISK_FACTOR_LABELS,
  wholesalePagePath,
  type AccountVerification,
  type AccountVerificationResult,
  type BindRequest,
  type BindStatus,
  type ProductCode,
  type QuoteMessage,
  type WholesaleQuote,
} from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit, type AuditActor } from '../../../lib/audit.ts';
import { publishEvent } from '../../../lib/events.ts';
import { appLink, renderEmail } from '../../../lib/mail.ts';
import { issueAuthToken, lookupAuthToken, revokeTokensFor } from '../../../lib/one-time.ts';
import {
  findVisibleAccount,
  latestRiskScanOf,
  recordAgentVerification,
  type AccountRow,
  type AccountScope,
} from '../../accounts/index.ts';
import { quoteScopeOf, type QuoteScope, type QuotesDeps } from '../quotes.context.ts';
import * as repo from '../quotes.repository.ts';
import { signaturesOf, signerOf, toSignature } from '../signatures.repository.ts';
import { money } from './update-quote.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

type Db = Database | Tx;

/** Who acts: a signed-in agent or provider user, or the retail agent holding the e-mailed link. */
type Requester = {
  via: 'AGENT' | 'LINK';
  userId: string | null;
  name: string;
  email: string | null;
  audit: AuditActor;
};

/** Where a call reaches the quote from: the caller's scope, or the link's agency. */
type Access = { scope: QuoteScope; accountScope: AccountScope; requester: Requester };

const regionOf = (product: string) => (isUkProduct(product as ProductCode) ? 'UK' : 'US');

// --- access ------------------------------------------------------------------------------------

async function sessionAccess(db: Db, caller: Caller): Promise<Access> {
  const scope = quoteScopeOf(caller);
  const who = await signerOf(db, caller.actor.userId);
  return {
    scope,
    accountScope: scope,
    requester: {
      via: 'AGENT',
      userId: caller.actor.userId,
      name: who?.name ?? 'Agent',
      email: who?.email ?? null,
      audit: actorOf(caller.actor, caller.ctx),
    },
  };
}

type LinkData = {
  quoteId: string;
  agencyId: string;
  agentName: string;
  agentEmail: string;
};

/**
 * The e-mailed link of the wholesale quote page (decision 043): it opens one quote, for the
 * agency that sent it, until it expires or the quote is sent again. Unknown, expired, retired
 * links and links of another quote are all a 401 (the page's 'not able to view this quote').
 */
async function linkAccess(
  deps: QuotesDeps,
  quoteId: string,
  token: string | undefined,
  ctx: RequestContext,
): Promise<Access> {
  const found = await lookupAuthToken(deps.db, 'QUOTE_LINK', token ?? '', deps.clock.now());
  const data = found.status === 'valid' ? (found.row.data as LinkData) : null;
  if (!data || data.quoteId !== quoteId) {
    throw new AppError('UNAUTHENTICATED', BIND_REQUEST_MESSAGES.linkInvalid);
  }
  const scope: QuoteScope = {
    organisationId: data.agencyId,
    accountType: 'AGENCY',
    userId: found.status === 'valid' ? (found.row.createdBy ?? '') : '',
  };
  return {
    scope,
    accountScope: scope,
    requester: {
      via: 'LINK',
      userId: null,
      name: data.agentName,
      email: data.agentEmail,
      audit: actorOf({ userId: null, accountId: data.agencyId, subscriberAccountId: null }, ctx),
    },
  };
}

/** Refuse a wholesale-page call without a live link for its quote (before its body is read). */
export async function assertQuoteLink(
  deps: QuotesDeps,
  quoteId: string,
  token: string | undefined,
  ctx: RequestContext,
) {
  await linkAccess(deps, quoteId, token, ctx);
}

/**
 * A link to the wholesale quote page for the retail agent, issued in the send's transaction.
 * Sending a quote again retires its older links.
 */
export async function issueQuoteLink(
  deps: QuotesDeps,
  tx: Tx,
  input: { quote: { id: string; product: string; agencyId: string | null }; by: string },
  agent: { name: string; email: string },
) {
  const now = deps.clock.now();
  await revokeTokensFor(tx, 'QUOTE_LINK', 'quoteId', input.quote.id, now);
  const data: LinkData = {
    quoteId: input.quote.id,
    agencyId: input.quote.agencyId ?? '',
    agentName: agent.name,
    agentEmail: agent.email,
  };
  const { token } = await issueAuthToken(tx, {
    purpose: 'QUOTE_LINK',
    now,
    ttlMs: QUOTE_LINK_TTL_DAYS * 86_400_000,
    email: agent.email,
    data,
    createdBy: input.by,
  });
  return appLink(deps.config, wholesalePagePath(input.quote.id, input.quote.product, token));
}

// --- reads -------------------------------------------------------------------------------------

async function requireAccount(db: Db, scope: AccountScope, accountId: string) {
  const account = await findVisibleAccount(db, scope, accountId);
  if (!account) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
  return account;
}

async function bindStatusOf(
  db: Db,
  quote: repo.QuoteRow,
  account: AccountRow,
): Promise<BindStatus> {
  const verifiedAt = account.profile.verifiedByAgentAt;
  return {
    agencyStatus: agencyStatusOf(quote.status, quote.bindRequestedAt?.toISOString() ?? null),
    isVerifiedByAgent: verifiedAt !== null,
    verifiedDate: verifiedAt?.toISOString() ?? null,
    bindRequestedAt: quote.bindRequestedAt?.toISOString() ?? null,
    surplusNoticeRequired: needsSurplusNotice(quote.isSurplus, quote.state),
    signatures: (await signaturesOf(db, quote.id)).map(toSignature),
  };
}

async function viewOf(db: Db, access: Access, quoteId: string) {
  const row = await repo.findQuote(db, access.scope, quoteId);
  if (!row) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
  const account = await requireAccount(db, access.accountScope, row.quote.accountId);
  return { row, account };
}

/** GET /api/quote/v1/{id}/bind-status: the bind card of a quote the caller may see. */
export async function getBindStatus(
  deps: QuotesDeps,
  caller: Caller,
  quoteId: string,
): Promise<BindStatus> {
  const { row, account } = await viewOf(deps.db, await sessionAccess(deps.db, caller), quoteId);
  return bindStatusOf(deps.db, row.quote, account);
}

/** GET /api/quote/v1/wholesale/{id}: the wholesale quote page, through the e-mailed link. */
export async function getWholesaleQuote(
  deps: QuotesDeps,
  quoteId: string,
  token: string | undefined,
  ctx: RequestContext,
): Promise<WholesaleQuote> {
  const access = await linkAccess(deps, quoteId, token, ctx);
  const { row, account } = await viewOf(deps.db, access, quoteId);
  const q = row.quote;
  const p = account.profile;
  const rating = RatingResultSchema.safeParse(q.ratingResult);
  const terms = rating.success ? quoteTermsOf(rating.data) : null;
  const scan = await latestRiskScanOf(deps.db, q.accountId);
  const retail = (q.retailRequest ?? null) as { agencyName?: string } | null;
  const agent = [row.agentFirstName, row.agentLastName].filter(Boolean).join(' ');
  return {
    id: q.id,
    quoteNumber: q.quoteNumber,
    product: q.product,
    status: q.status,
    currency: q.currency,
    companyName: row.companyName,
    agencyName: row.agencyName,
    retailAgencyName: retail?.agencyName ?? null,
    retailAgentName: access.requester.name,
    agencyDescription:
      q.status === 'DECLINED'
        ? (q.declineReasonSummary ?? q.declineReason)
        : q.status === 'LOST'
          ? (q.lostReasonSummary ?? q.lostReason)
          : null,
    agent: { name: agent || null, email: row.agentEmail, phone: null },
    effectiveDate: q.effectiveDate,
    endDate: q.endDate,
    expiresOn: q.expiresOn,
    limit: q.limit,
    deductible: q.deductible,
    premium: q.premium,
    fees: q.mgaFee,
    surplusLinesTax: terms?.taxes.total ?? 0,
    totalPremium: q.totalPremium,
    isSurplus: q.isSurplus,
    firmographics: {
      name: row.companyName,
      state: p.state,
      city: p.city,
      revenue: p.totalRevenue,
      noOfEmployeesAll: p.noOfEmployees,
      naicsCode: p.naicsCode,
      domainName: p.domainName,
      yearEstablished: p.yearEstablished,
    },
    riskFactors: scan
      ? RISK_FACTOR_KEYS.map((k) => ({
          label: RISK_FACTOR_LABELS[k],
          value: String(scan.factors[k]),
        }))
      : [],
    coverages: (terms?.coverages ?? []).map((c) => ({
      key: c.key,
      label: c.label,
      limit: c.subLimit,
    })),
    customer: {
      firstName: q.customerFirstName,
      lastName: q.customerLastName,
      email: q.customerEmail,
      phone: q.customerPhone,
    },
    bind: await bindStatusOf(deps.db, q, account),
  };
}

// --- verification ------------------------------------------------------------------------------

/** The facts the page showed, against the account's: any difference means the page was stale. */
function assertSameFacts(account: AccountRow, facts: AccountVerification) {
  const p = account.profile;
  const stored: Record<keyof AccountVerification, unknown> = {
    name: account.org.name,
    state: p.state,
    revenue: p.totalRevenue,
    noOfEmployeesAll: p.noOfEmployees,
    naicsCode: p.naicsCode,
  };
  for (const [key, value] of Object.entries(facts)) {
    if (
      value !== undefined &&
      (value ?? null) !== (stored[key as keyof AccountVerification] ?? null)
    ) {
      throw new AppError('CONFLICT', BIND_REQUEST_MESSAGES.accountChanged);
    }
  }
}

async function verify(
  deps: QuotesDeps,
  access: Access,
  quoteId: string,
  facts: AccountVerification,
): Promise<AccountVerificationResult> {
  const now = deps.clock.now();
  const at = await deps.db.transaction(async (tx) => {
    const quote = await repo.lockQuote(tx, access.scope, quoteId);
    if (!quote) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
    const status = agencyStatusOf(quote.status, quote.bindRequestedAt?.toISOString() ?? null);
    if (status !== 'OPEN' && status !== 'REQUEST_SENT') {
      throw new AppError('CONFLICT', BIND_REQUEST_MESSAGES.notBindable);
    }
    const account = await requireAccount(tx, access.accountScope, quote.accountId);
    assertSameFacts(account, facts);
    if (account.profile.verifiedByAgentAt) return account.profile.verifiedByAgentAt;
    const who = access.requester;
    const verifiedAt = await recordAgentVerification(
      tx,
      quote.accountId,
      who.email ? `${who.name} <${who.email}>` : who.name,
      now,
    );
    await recordAudit(
      tx,
      who.audit,
      {
        action: 'account.verify',
        entityType: 'account',
        entityId: quote.accountId,
        after: { quoteId: quote.id, verifiedBy: who.name, via: who.via, facts },
      },
      now,
    );
    return verifiedAt ?? now;
  });
  return {
    message: BIND_REQUEST_MESSAGES.verified,
    isVerifiedByAgent: true,
    verifiedDate: at.toISOString(),
  };
}

/** PATCH /api/quote/v1/{id}/verification: the signed-in agent verifies the account. */
export const verifyAccountForQuote = async (
  deps: QuotesDeps,
  caller: Caller,
  quoteId: string,
  facts: AccountVerification,
) => verify(deps, await sessionAccess(deps.db, caller), quoteId, facts);

/** PATCH /api/quote/v1/wholesale/{id}/verification: the retail agent, through the link. */
export async function verifyAccountThroughLink(
  deps: QuotesDeps,
  quoteId: string,
  token: string | undefined,
  facts: AccountVerification,
  ctx: RequestContext,
) {
  return verify(deps, await linkAccess(deps, quoteId, token, ctx), quoteId, facts);
}

// --- request to bind ---------------------------------------------------------------------------

/**
 * Request to bind (spec 3 §4): a Ready quote whose account the agent verified gets the
 * policyholder contact and becomes 'request sent'; the policyholder is e-mailed to sign the
 * application, the agency's agent is told when the retail agent asked, and `quote.bind_requested`
 * is published — one transaction. Asking again re-sends with the contact given.
 */
async function requestToBind(
  deps: QuotesDeps,
  access: Access,
  quoteId: string,
  body: BindRequest,
): Promise<QuoteMessage> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const quote = await repo.lockQuote(tx, access.scope, quoteId);
    const row = quote ? await repo.findQuote(tx, access.scope, quoteId) : null;
    if (!quote || !row) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
    if (quote.status !== 'READY') {
      throw new AppError('CONFLICT', BIND_REQUEST_MESSAGES.notBindable);
    }
    const account = await requireAccount(tx, access.accountScope, quote.accountId);
    if (!account.profile.verifiedByAgentAt) {
      throw new AppError('CONFLICT', BIND_REQUEST_MESSAGES.notVerified);
    }
    const region = regionOf(quote.product);
    if (!isValidPhone(body.customerPhone, region)) {
      throw new AppError('BAD_REQUEST', QUOTE_MESSAGES.phoneInvalid, {
        errors: [`customerPhone: ${QUOTE_MESSAGES.phoneInvalid}`],
      });
    }
    const contact = {
      customerFirstName: body.customerFirstName,
      customerLastName: body.customerLastName,
      customerEmail: body.customerEmail.toLowerCase(),
      customerPhone: normalisePhone(body.customerPhone, region),
    };
    const who = access.requester;
    const request = { via: who.via, userId: who.userId, name: who.name, email: who.email };
    await repo.updateQuote(tx, quote.id, {
      ...contact,
      bindRequestedAt: now,
      bindRequest: request,
      // The policyholder now sees the quote (its copy) to sign it.
      sentToCustomerAt: now,
      updatedAt: now,
    });
    const uk = region === 'UK';
    const product = PRODUCT_NAMES[quote.product as ProductCode] ?? quote.product;
    const day = (iso: string) => formatRegionDate(iso, region);
    const signLink = appLink(deps.config, `/customer/quotes/${quote.id}/sign/${quote.product}`);
    const toInsured = renderEmail({
      greeting: `Dear ${contact.customerFirstName} ${contact.customerLastName},`,
      paragraphs: [
        `${row.agencyName ?? (uk ? 'Your broker' : 'Your agent')} has requested to bind quote ${quote.quoteNumber} for ${row.companyName}: ${product}, limit ${money(quote.limit * 100, quote.currency)}, total premium ${money(quote.totalPremium, quote.currency)}, from ${day(quote.effectiveDate)} to ${day(quote.endDate)}.`,
        `Sign in to review and sign the application: ${signLink}`,
      ],
    });
    await deps.messenger.email(tx, {
      to: contact.customerEmail,
      subject: `Please sign the application for quote ${quote.quoteNumber}`,
      text: toInsured.text,
      html: toInsured.html,
      template: 'bind-request-insured',
      organisationId: quote.accountId,
    });
    if (who.via === 'LINK' && row.agentEmail) {
      const toAgent = renderEmail({
        greeting: `Dear ${row.agentFirstName ?? ''} ${row.agentLastName ?? ''},`.replace(' ,', ','),
        paragraphs: [
          `${who.name}${who.email ? ` (${who.email})` : ''} has requested to bind quote ${quote.quoteNumber} for ${row.companyName} (${product}, total premium ${money(quote.totalPremium, quote.currency)}).`,
          `The policyholder contact is ${contact.customerFirstName} ${contact.customerLastName} <${contact.customerEmail}>. Open the quote to bind it: ${appLink(deps.config, `/agency/dashboard?tab=QUOTES&quoteId=${quote.id}`)}`,
        ],
      });
      await deps.messenger.email(tx, {
        to: row.agentEmail,
        subject: `Request to bind quote ${quote.quoteNumber}`,
        text: toAgent.text,
        html: toAgent.html,
        template: 'bind-request-agent',
        organisationId: quote.agencyId,
      });
    }
    await recordAudit(
      tx,
      who.audit,
      {
        action: 'quote.request-to-bind',
        entityType: 'quote',
        entityId: quote.id,
        before: { bindRequestedAt: quote.bindRequestedAt, customerEmail: quote.customerEmail },
        after: { ...contact, bindRequestedAt: now.toISOString(), requestedBy: request },
      },
      now,
    );
    await publishEvent(deps, tx, {
      type: 'quote.bind_requested',
      data: {
        quote: {
          id: quote.id,
          quoteNumber: quote.quoteNumber,
          accountId: quote.accountId,
          product: quote.product,
          totalPremium: quote.totalPremium,
          currency: quote.currency,
        },
        requestedBy: { via: who.via, name: who.name },
      },
      organisationIds: [quote.agencyId, quote.accountId],
    });
  });
  deps.messenger.kick();
  return { message: BIND_REQUEST_MESSAGES.sent };
}

/** PUT /api/quote/v1/{id}: the signed-in agent requests to bind. */
export const requestToBindQuote = async (
  deps: QuotesDeps,
  caller: Caller,
  quoteId: string,
  body: BindRequest,
) => requestToBind(deps, await sessionAccess(deps.db, caller), quoteId, body);

/** PUT /api/quote/v1/wholesale/{id}/request-to-bind: the retail agent, through the link. */
export async function requestToBindThroughLink(
  deps: QuotesDeps,
  quoteId: string,
  token: string | undefined,
  body: BindRequest,
  ctx: RequestContext,
) {
  return requestToBind(deps, await linkAccess(deps, quoteId, token, ctx), quoteId, body);
}

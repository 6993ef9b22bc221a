import {
  formatRegionDate,
  isUkProduct,
  normalisePhone,
  PRODUCT_NAMES,
  QUOTE_FLOW_MESSAGES,
  QUOTE_MESSAGES,
  QUOTE_STATUS_GROUPS,
  type ProductCode,
  type QuoteFlowContext,
  type QuoteMessage,
  type RetailRequest,
  type SendQuoteRequestToAgencySchema,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { renderEmail } from '../../../lib/mail.ts';
import { quoteScopeOf, type QuotesDeps } from '../quotes.context.ts';
import * as repo from '../quotes.repository.ts';
import { issueQuoteLink } from './bind-request.ts';
import { requireQuote } from './quote-view.ts';
import { money } from './update-quote.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

const ACTIVE: readonly string[] = QUOTE_STATUS_GROUPS.ACTIVE;

/** GET /api/quote/v1/flow/context: the caller's organisation type and agency kind. */
export async function quoteFlowContext(
  deps: QuotesDeps,
  caller: Caller,
): Promise<QuoteFlowContext> {
  const org = await repo.organisationKind(deps.db, caller.actor.accountId);
  const kind = org?.agencyKind;
  return {
    accountType: caller.claims.accountType,
    agencyKind: kind === 'WHOLESALE' || kind === 'RETAIL' ? kind : null,
  };
}

/**
 * POST /api/quote/v1/action/send-request (spec 2 §5, spec 3 §2 "send quote request to a retail
 * agency"): a wholesale agency sends up to five of its active quotes to a retail agency's agent.
 * All or nothing: a quote the caller cannot see is a 404, an inactive one a 409. The retail
 * agency and agent are kept on each quote, the e-mail (quote numbers, premiums, a link) goes
 * through the outbox and every quote is audited — one transaction.
 */
export async function sendQuoteRequest(
  deps: QuotesDeps,
  caller: Caller,
  body: z.infer<typeof SendQuoteRequestToAgencySchema>,
  ctx: RequestContext,
): Promise<QuoteMessage> {
  const now = deps.clock.now();
  if (caller.claims.accountType === 'AGENCY') {
    const org = await repo.organisationKind(deps.db, caller.actor.accountId);
    if (org?.agencyKind !== 'WHOLESALE') {
      throw new AppError('FORBIDDEN', QUOTE_FLOW_MESSAGES.wholesaleOnly);
    }
  }
  const ids = [...new Set(body.quoteIds)];
  const scope = quoteScopeOf(caller);
  const request: RetailRequest = {
    agencyName: body.agencyName,
    agentFirstName: body.agentFirstName,
    agentLastName: body.agentLastName,
    agentEmail: body.agentEmail.toLowerCase(),
    agentPhone: normalisePhone(body.agentPhone, 'US'),
    sentAt: now.toISOString(),
    sentBy: caller.actor.userId,
  };
  await deps.db.transaction(async (tx) => {
    const rows = [];
    for (const id of ids) {
      const locked = await repo.lockQuote(tx, scope, id);
      if (!locked) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
      if (!ACTIVE.includes(locked.status)) {
        throw new AppError('CONFLICT', QUOTE_FLOW_MESSAGES.notActive);
      }
      rows.push(await requireQuote(tx, scope, id));
    }
    const agent = {
      name: `${request.agentFirstName} ${request.agentLastName}`,
      email: request.agentEmail,
    };
    const lines: string[] = [];
    for (const { quote: q, companyName } of rows) {
      const product = PRODUCT_NAMES[q.product as ProductCode] ?? q.product;
      const validUntil = formatRegionDate(
        q.expiresOn,
        isUkProduct(q.product as ProductCode) ? 'UK' : 'US',
      );
      // Each quote's own link opens its wholesale page without signing in (decision 043).
      const link = await issueQuoteLink(deps, tx, { quote: q, by: caller.actor.userId }, agent);
      lines.push(
        `${q.quoteNumber} — ${companyName}, ${product}: limit ${money(q.limit * 100, q.currency)}, total premium ${money(q.totalPremium, q.currency)}, valid until ${validUntil}. ${link}`,
      );
    }
    const from = rows[0]?.agencyName ?? 'Your wholesale broker';
    const mail = renderEmail({
      greeting: `Dear ${request.agentFirstName} ${request.agentLastName},`,
      paragraphs: [
        `${from} has sent ${request.agencyName} ${rows.length === 1 ? 'a quote' : `${rows.length} quotes`} to review:`,
        ...lines,
        'Open a quote to review it and request to bind.',
      ],
    });
    await deps.messenger.email(tx, {
      to: request.agentEmail,
      subject: `Quote request from ${from}`,
      text: mail.text,
      html: mail.html,
      template: 'quote-request',
      organisationId: caller.actor.accountId,
    });
    for (const { quote: q } of rows) {
      await repo.updateQuote(tx, q.id, { retailRequest: request, updatedAt: now });
      await recordAudit(
        tx,
        actorOf(caller.actor, ctx),
        {
          action: 'quote.send-request',
          entityType: 'quote',
          entityId: q.id,
          before: { retailRequest: q.retailRequest ?? null },
          after: { retailRequest: request },
        },
        now,
      );
    }
  });
  deps.messenger.kick();
  return { message: QUOTE_FLOW_MESSAGES.requestsSent, count: ids.length };
}

import {
  FILL_IN_REASON,
  formatRegionDate,
  isoDay,
  isUkProduct,
  isValidPhone,
  normalisePhone,
  PRODUCT_NAMES,
  QUOTE_MESSAGES,
  QUOTE_STATUS_GROUPS,
  type LostQuoteRequestSchema,
  type ProductCode,
  type QuoteMessage,
  type SendQuoteRequestSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { renderEmail } from '../../../lib/mail.ts';
import { quoteScopeOf, type QuotesDeps } from '../quotes.context.ts';
import * as repo from '../quotes.repository.ts';
import { auditedQuote, requireQuote } from './quote-view.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

const isActive = (status: string) =>
  (QUOTE_STATUS_GROUPS.ACTIVE as readonly string[]).includes(status);

/** PUT /api/quote/v1/update/needBy: the need-by date, today at the earliest (spec 3 §5). */
export async function setNeedBy(
  deps: QuotesDeps,
  caller: Caller,
  quoteId: string,
  needBy: string,
  ctx: RequestContext,
): Promise<QuoteMessage> {
  const now = deps.clock.now();
  if (needBy < isoDay(now)) throw new AppError('BAD_REQUEST', QUOTE_MESSAGES.needByBeforeToday);
  await deps.db.transaction(async (tx) => {
    const row = await requireQuote(tx, quoteScopeOf(caller), quoteId);
    await repo.updateQuote(tx, quoteId, { needByDate: needBy, updatedAt: now });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'quote.need-by',
        entityType: 'quote',
        entityId: quoteId,
        before: { needByDate: row.quote.needByDate },
        after: { needByDate: needBy },
      },
      now,
    );
  });
  return { message: QUOTE_MESSAGES.needBySaved };
}

/**
 * PUT /api/quote/v1/lost/{id}: an active quote (Ready, Indication, Referred) is declared lost
 * with the reason chosen from spec 3 §9 and its description.
 */
export async function markLost(
  deps: QuotesDeps,
  caller: Caller,
  quoteId: string,
  body: z.infer<typeof LostQuoteRequestSchema>,
  ctx: RequestContext,
): Promise<QuoteMessage> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await requireQuote(tx, quoteScopeOf(caller), quoteId);
    if (!isActive(row.quote.status)) throw new AppError('CONFLICT', QUOTE_MESSAGES.notActive);
    const summary =
      body.reasonSummary === FILL_IN_REASON && body.reasonFillIn
        ? `${FILL_IN_REASON}: ${body.reasonFillIn}`
        : body.reasonSummary;
    await repo.updateQuote(tx, quoteId, {
      status: 'LOST',
      lostReasonSummary: summary,
      lostReason: body.reason,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'quote.lost',
        entityType: 'quote',
        entityId: quoteId,
        before: auditedQuote(row.quote),
        after: { status: 'LOST', lostReasonSummary: summary, lostReason: body.reason },
      },
      now,
    );
  });
  return { message: QUOTE_MESSAGES.lostSaved };
}

/** An amount in minor units as the e-mails print it ($1,234.56, £1,234.56). */
export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat(currency === 'GBP' ? 'en-GB' : 'en-US', {
    style: 'currency',
    currency,
  }).format(cents / 100);

/**
 * POST /api/quote/v1/action/send: send a READY quote to the policyholder. The contact is kept
 * on the quote (the customer then sees it) and an e-mail with the quote summary goes through
 * the outbox in the same transaction.
 */
export async function sendToPolicyholder(
  deps: QuotesDeps,
  caller: Caller,
  body: z.infer<typeof SendQuoteRequestSchema>,
  ctx: RequestContext,
): Promise<QuoteMessage> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await requireQuote(tx, quoteScopeOf(caller), body.quoteId);
    const q = row.quote;
    const region = isUkProduct(q.product as ProductCode) ? 'UK' : 'US';
    if (!isValidPhone(body.customerPhone, region)) {
      throw new AppError('BAD_REQUEST', QUOTE_MESSAGES.phoneInvalid, {
        errors: [`customerPhone: ${QUOTE_MESSAGES.phoneInvalid}`],
      });
    }
    if (q.status !== 'READY') throw new AppError('CONFLICT', QUOTE_MESSAGES.notReady);
    const contact = {
      customerFirstName: body.customerFirstName,
      customerLastName: body.customerLastName,
      customerEmail: body.customerEmail.toLowerCase(),
      customerPhone: normalisePhone(body.customerPhone, region),
    };
    await repo.updateQuote(tx, q.id, { ...contact, sentToCustomerAt: now, updatedAt: now });
    const product = PRODUCT_NAMES[q.product as ProductCode] ?? q.product;
    const uk = region === 'UK';
    const day = (iso: string) => formatRegionDate(iso, region);
    const mail = renderEmail({
      greeting: `Dear ${contact.customerFirstName} ${contact.customerLastName},`,
      paragraphs: [
        `${row.agencyName ?? (uk ? 'Your broker' : 'Your agent')} has sent you quote ${q.quoteNumber} for ${row.companyName}.`,
        `Product: ${product}. Limit: ${money(q.limit * 100, q.currency)}. ${uk ? 'Excess' : 'Deductible'}: ${money(q.deductible * 100, q.currency)}.`,
        `Effective ${day(q.effectiveDate)} to ${day(q.endDate)}. Total premium: ${money(q.totalPremium, q.currency)}.`,
        `The quote is valid until ${day(q.expiresOn)}. Sign in to review it and request to bind.`,
      ],
    });
    await deps.messenger.email(tx, {
      to: contact.customerEmail,
      subject: `Your cyber insurance quote ${q.quoteNumber}`,
      text: mail.text,
      html: mail.html,
      template: 'quote-sent',
      organisationId: q.accountId,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'quote.send',
        entityType: 'quote',
        entityId: q.id,
        before: { customerEmail: q.customerEmail, sentToCustomerAt: q.sentToCustomerAt },
        after: { ...contact, sentToCustomerAt: now.toISOString() },
      },
      now,
    );
  });
  deps.messenger.kick();
  return { message: QUOTE_MESSAGES.sent };
}

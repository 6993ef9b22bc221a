import {
  additionalBrokerFeeOf,
  binderExpiryOf,
  boundCharges,
  nextStatus,
  PERSONA_BY_ACCOUNT_TYPE,
  policyNumberFor,
  POLICY_MESSAGES,
  productRegion,
  type PolicyActionResult,
  type ProductCode,
} from '@cyber/domain';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { publishEvent } from '../../../lib/events.ts';
import { markAccountActivePolicy } from '../../accounts/index.ts';
import { leadCarrierOf } from '../../organisations/index.ts';
import { bindQuoteIn } from '../../quotes/index.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as repo from '../policies.repository.ts';
import { mailBound } from './policy-mail.ts';
import { requirePolicy } from './policy-view.ts';

/**
 * A renewal quote bound (decision 048): the policy bound from the quote it renews — in force or
 * lapsed — becomes RENEWED, points at its renewal, is audited (`policy.renew`) and published
 * (`policy.renewed`). A policy in any other status (cancelled, already renewed) is left alone.
 */
async function renewExpiring(
  deps: PoliciesDeps,
  tx: Tx,
  expiringQuoteId: string,
  renewal: repo.PolicyRow,
  caller: Caller,
  ctx: RequestContext,
  now: Date,
) {
  const expiring = await repo.findPolicyByQuote(tx, expiringQuoteId);
  const to = expiring ? nextStatus('renew', expiring.status) : null;
  if (!expiring || !to) return;
  await repo.updatePolicy(tx, expiring.id, {
    status: to,
    renewedByPolicyId: renewal.id,
    updatedAt: now,
  });
  await recordAudit(
    tx,
    actorOf(caller.actor, ctx),
    {
      action: 'policy.renew',
      entityType: 'policy',
      entityId: expiring.id,
      before: { status: expiring.status },
      after: { status: to, renewedBy: renewal.policyNumber },
    },
    now,
  );
  await publishEvent(deps, tx, {
    type: 'policy.renewed',
    data: {
      policy: {
        id: expiring.id,
        policyNumber: expiring.policyNumber,
        accountId: expiring.accountId,
        product: expiring.product,
        status: to,
      },
      renewal: { id: renewal.id, policyNumber: renewal.policyNumber },
    },
    organisationIds: [expiring.agencyId, expiring.accountId, expiring.carrierId],
  });
}

/**
 * POST /api/quote/v1/{product}/bind/{quoteId}: a READY quote becomes a binder, in one
 * transaction — the quote is locked and checked by the quotes module (404 not theirs; 409 not
 * READY, expired, or with an open pre-bind subjectivity), becomes BOUND and closes the other
 * open quotes of its submission; the binder gets the next policy number of its region and year,
 * the quote's terms, BOUND status, the last day it can be issued and its carrier (the lead one
 * writing the quote: product, paper, state, effective date); the account becomes an
 * Active Policy account; audited (`policy.bind`) and published (`policy.bound`); whoever bound it,
 * the quote's agent and the policyholder's contact are e-mailed "Binder {number} for {company}"
 * through the outbox.
 * Idempotent: a quote already bound answers its binder (`created: false`) — concurrent binds
 * queue on the quote's lock and exactly one binds.
 */
export async function bindQuote(
  deps: PoliciesDeps,
  caller: Caller,
  product: ProductCode,
  quoteId: string,
  ctx: RequestContext,
): Promise<PolicyActionResult & { created: boolean }> {
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  const { policyId, created } = await deps.db.transaction(async (tx) => {
    const { quote, names, alreadyBound, closedQuoteIds } = await bindQuoteIn(
      tx,
      caller,
      product,
      quoteId,
      today,
      now,
    );
    if (alreadyBound) {
      const existing = await repo.findPolicyByQuote(tx, quote.id);
      if (existing) return { policyId: existing.id, created: false };
    }
    const region = productRegion(product);
    const year = now.getUTCFullYear();
    const policyNumber = policyNumberFor(
      region,
      year,
      await repo.nextPolicySequence(tx, region, year),
    );
    // What the binder bills: its total, the additional broker fee and premium tax included.
    const charges = boundCharges(quote, additionalBrokerFeeOf(quote.ratingResult));
    const policy = await repo.insertPolicy(tx, {
      policyNumber,
      quoteId: quote.id,
      accountId: quote.accountId,
      agencyId: quote.agencyId,
      namedInsured: names.companyName,
      agencyName: names.agencyName,
      agentUserId: quote.agentUserId,
      teamId: quote.teamId,
      carrierId: await leadCarrierOf(tx, quote),
      product,
      status: 'BOUND',
      currency: quote.currency,
      region,
      limit: quote.limit,
      deductible: quote.deductible,
      premium: quote.premium,
      brokerFee: charges.brokerFee,
      mgaFee: quote.mgaFee,
      surplusLinesTax: quote.surplusLinesTax,
      stampingFee: quote.stampingFee,
      premiumTax: charges.premiumTax,
      totalPremium: quote.totalPremium,
      effectiveDate: quote.effectiveDate,
      endDate: quote.endDate,
      customerEmail: quote.customerEmail,
      boundAt: now,
      boundBy: caller.actor.userId,
      binderExpiresOn: binderExpiryOf(today),
      createdAt: now,
      updatedAt: now,
    });
    await markAccountActivePolicy(tx, quote.accountId, now);
    // billing invoices the binder in this transaction (decision 051)
    await deps.events.emit(tx, 'policy.bound', {
      policy: {
        id: policy.id,
        policyNumber,
        accountId: quote.accountId,
        namedInsured: names.companyName,
        agencyId: quote.agencyId,
        agencyName: names.agencyName,
        product,
        currency: quote.currency,
        agencyBilled: quote.agencyBilled,
      },
      charges,
      actor: actorOf(caller.actor, ctx),
      now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'policy.bind',
        entityType: 'policy',
        entityId: policy.id,
        after: {
          policyNumber,
          quoteId: quote.id,
          quoteNumber: quote.quoteNumber,
          carrierId: policy.carrierId,
          totalPremium: quote.totalPremium,
          closedQuoteIds,
        },
      },
      now,
    );
    await publishEvent(deps, tx, {
      type: 'policy.bound',
      data: {
        policy: {
          id: policy.id,
          policyNumber,
          quoteId: quote.id,
          accountId: quote.accountId,
          product,
          status: 'BOUND',
          totalPremium: quote.totalPremium,
          currency: quote.currency,
          effectiveDate: quote.effectiveDate,
          endDate: quote.endDate,
        },
      },
      organisationIds: [quote.agencyId, quote.accountId, policy.carrierId],
    });
    if (quote.renewalOfQuoteId) {
      await renewExpiring(deps, tx, quote.renewalOfQuoteId, policy, caller, ctx, now);
    }
    await mailBound(deps, tx, policy, [
      { userId: caller.actor.userId, persona: PERSONA_BY_ACCOUNT_TYPE[caller.claims.accountType] },
      { userId: quote.agentUserId, persona: quote.agencyId ? 'agency' : 'admin' },
    ]);
    return { policyId: policy.id, created: true };
  });
  if (created) deps.messenger.kick();
  const policy = await requirePolicy(deps.db, caller, policyId);
  return {
    message: created ? POLICY_MESSAGES.bound(policy.policyNumber) : POLICY_MESSAGES.alreadyBound,
    policy,
    created,
  };
}

import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  POLICY_PATHS,
  SERVICING_PATHS,
  type AccountCreateInput,
  type PolicyActionResult,
  type PolicyRevisionList,
  type QuoteView,
} from '@cyber/domain';
import { quotes } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helper.ts';
import { accountHelpers, type Session } from '../accounts/support.ts';

/** Binders for the policies' tests: a READY quote of a new account, and its bind. */
export function bindHelpers(t: TestApp) {
  const accounts = accountHelpers(t);

  /** A READY quote of a new account of `s` (its status set directly: the rating's own tests cover it). */
  async function readyQuote(
    s: Session,
    product: string,
    body: AccountCreateInput,
    patch: Partial<typeof quotes.$inferInsert> = {},
  ) {
    const accountId = (await accounts.create(s, body)).account.id;
    await accounts.makeQuotable(accountId);
    const res = await s.inject({
      method: 'POST',
      url: `/api/quote/v1/${product}`,
      payload: { accountId },
    });
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json<QuoteView>();
    await t.database.db
      .update(quotes)
      .set({ status: 'READY', ...patch })
      .where(eq(quotes.id, quote.id));
    return { accountId, quote };
  }

  /** Bind the quote (201): the new binder. */
  async function bind(s: Session, product: string, quoteId: string) {
    const res = await s.inject({
      method: 'POST',
      url: POLICY_PATHS.bind(product, quoteId),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PolicyActionResult>().policy;
  }

  /** A new account's policy, bound and issued by `s` (the agent-issue call). */
  async function issuedPolicy(s: Session, body: AccountCreateInput, product = 'P100') {
    const { quote } = await readyQuote(s, product, body);
    const binder = await bind(s, product, quote.id);
    const res = await s.inject({
      method: 'POST',
      url: POLICY_PATHS.agentIssue(binder.id),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PolicyActionResult>().policy;
  }

  /** The policy's revisions as `s` reads them (200). */
  async function revisions(s: Session, id: string) {
    const res = await s.inject({ method: 'GET', url: SERVICING_PATHS.revisions(id) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PolicyRevisionList>().revisions;
  }

  return { readyQuote, bind, issuedPolicy, revisions };
}

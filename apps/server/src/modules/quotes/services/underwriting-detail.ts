import {
  canUnderwrite,
  EventExclusionSchema,
  IRPM_CHARACTERISTICS,
  irpmFor,
  isActingAsProvider,
  isoDay,
  QUOTE_MESSAGES,
  QUOTES_COUNT_CAP,
  RATED_SECURITY_ANSWER_KEYS,
  RISK_FACTOR_KEYS,
  RISK_FACTOR_LABELS,
  SECURITY_ANSWER_LABELS,
  RatingResultSchema,
  seesRatingWorksheet,
  UNDERWRITING_TRANSITIONS,
  urgencyIndexOf,
  type InboxPage,
  type InboxQuerySchema,
  type IrpmPercents,
  type ProductCode,
  type Subjectivity,
  type UnderwritingAction,
  type UnderwritingDetail,
  isRecord,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { auditTrail } from '../../../lib/audit.ts';
import type { Caller } from '../../../context/index.ts';
import { quoteScopeOf, type QuotesDeps } from '../quotes.context.ts';
import * as repo from '../quotes.repository.ts';
import * as uwRepo from '../underwriting.repository.ts';
import { authorityFor } from './authority.ts';
import { toQuoteView } from './quote-view.ts';
import { accountFields, findAccountRatingData } from '../../rater/index.ts';

type Db = Database | Tx;

/** Whether the caller underwrites (provider staff with quote:underwrite, acting as the provider). */
export const underwrites = (caller: Caller) =>
  isActingAsProvider(caller.claims) && caller.claims.scopes.includes('quote:underwrite');

/** The subjectivities of a quote, as the API shows them. */
export async function subjectivityViews(db: Db, quoteId: string): Promise<Subjectivity[]> {
  const rows = await uwRepo.subjectivitiesOf(db, quoteId);
  return rows.map(({ s, completedByName }) => ({
    id: s.id,
    quoteId: s.quoteId,
    kind: s.kind as Subjectivity['kind'],
    catalogueKey: s.catalogueKey,
    text: s.text,
    status: s.status as Subjectivity['status'],
    documentId: s.documentId,
    documentName: s.documentName,
    comment: s.comment,
    completedAt: s.completedAt ? s.completedAt.toISOString() : null,
    completedByName,
    created: s.createdAt.toISOString(),
  }));
}

/** The account's rating data as the workbench shows it (labels from the domain). */
async function accountOf(db: Db, accountId: string): Promise<UnderwritingDetail['account']> {
  const row = await findAccountRatingData(
    db,
    { organisationId: accountId, accountType: 'COWBELL' },
    accountId,
  );
  const fields = row ? accountFields(row) : {};
  const answers = isRecord(fields.securityAnswers) ? fields.securityAnswers : {};
  const factors = isRecord(fields.riskFactors) ? fields.riskFactors : {};
  const yesNo = (v: unknown) =>
    v === true || v === 'YES' ? true : v === false || v === 'NO' ? false : null;
  return {
    industryCode: typeof fields.industryCode === 'string' ? fields.industryCode : null,
    revenue: typeof fields.revenue === 'number' ? fields.revenue : null,
    employees: typeof fields.employees === 'number' ? fields.employees : null,
    riskFactors: RISK_FACTOR_KEYS.flatMap((key) =>
      typeof factors[key] === 'number'
        ? [{ key, label: RISK_FACTOR_LABELS[key], value: factors[key] as number }]
        : [],
    ),
    securityAnswers: RATED_SECURITY_ANSWER_KEYS.map((key) => ({
      key,
      label: SECURITY_ANSWER_LABELS[key],
      answer: yesNo(answers[key]),
    })),
  };
}

const STATUS_ACTIONS = Object.keys(UNDERWRITING_TRANSITIONS) as UnderwritingAction[];

/**
 * GET details/{id}: the quote (broker copy), its referral reasons, IRPM, exclusions,
 * subjectivities, decisions and what the caller may do now. Only callers who may see the rating
 * worksheet get it (a policyholder gets a 404, as for any quote not theirs).
 */
export async function underwritingDetail(
  deps: Pick<QuotesDeps, 'db'>,
  caller: Caller,
  product: ProductCode,
  id: string,
): Promise<UnderwritingDetail> {
  const db = deps.db;
  const row = await repo.findQuote(db, quoteScopeOf(caller), id);
  if (!row || row.quote.product !== product || !seesRatingWorksheet(caller.claims)) {
    throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
  }
  const q = row.quote;
  const rating = RatingResultSchema.safeParse(q.ratingResult);
  const saved = isRecord(q.irpm) ? q.irpm : {};
  const percents = isRecord(saved.characteristics) ? saved.characteristics : {};
  const characteristics = Object.fromEntries(
    IRPM_CHARACTERISTICS.map((c) => [
      c.key,
      typeof percents[c.key] === 'number' ? (percents[c.key] as number) : 0,
    ]),
  ) as IrpmPercents;
  const irpm = irpmFor({ state: q.state ?? '', product, isSurplus: q.isSurplus, characteristics });
  const exclusions = Array.isArray(q.eventExclusions)
    ? q.eventExclusions.flatMap((e) => {
        const parsed = EventExclusionSchema.safeParse(e);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const subjectivities = await subjectivityViews(db, q.id);
  const trail = await auditTrail(db, { type: 'quote', id: q.id, actionPrefix: 'quote.' });
  const names = await uwRepo.userNames(db, [
    ...new Set(
      [q.underwriterUserId, ...trail.map((t) => t.actorUserId)].filter((x): x is string => !!x),
    ),
  ]);
  const uw = underwrites(caller);
  const allowedActions: string[] = [];
  if (uw) {
    for (const action of STATUS_ACTIONS) {
      if (action !== 'request-review' && canUnderwrite(action, q.status)) {
        allowedActions.push(action);
      }
    }
  } else if (caller.claims.scopes.includes('quote:manage')) {
    if (canUnderwrite('request-review', q.status)) allowedActions.push('request-review');
    if (subjectivities.some((s) => s.status === 'OPEN')) {
      allowedActions.push('complete-subjectivity');
    }
  }
  let authority: UnderwritingDetail['authority'] = null;
  if (uw) {
    const a = await authorityFor(db, caller);
    authority = a ? { maxLimit: a.maxLimit, maxPremium: a.maxPremium } : null;
  }
  return {
    quote: toQuoteView(row, 'broker'),
    account: await accountOf(db, q.accountId),
    referralReasons: rating.success ? rating.data.referralReasons : [],
    manualReferralReason: q.manualReferralReason,
    assignee: q.underwriterUserId
      ? { id: q.underwriterUserId, name: names.get(q.underwriterUserId) ?? '' }
      : null,
    irpm: { ...irpm, note: typeof saved.note === 'string' ? saved.note : null },
    exclusions,
    subjectivities,
    declineReasonSummary: q.declineReasonSummary,
    declineReason: q.declineReason,
    submissionId: q.requestGroupId,
    history: trail.map((t) => {
      const before = isRecord(t.before) ? t.before : {};
      const after = isRecord(t.after) ? t.after : {};
      const detail =
        typeof after.reason === 'string'
          ? after.reason
          : typeof after.reasonSummary === 'string'
            ? after.reasonSummary
            : typeof after.note === 'string'
              ? after.note
              : null;
      return {
        action: t.action,
        at: t.occurredAt.toISOString(),
        byName: t.actorUserId ? (names.get(t.actorUserId) ?? null) : null,
        fromStatus: typeof before.status === 'string' ? before.status : null,
        toStatus: typeof after.status === 'string' ? after.status : null,
        detail,
      };
    }),
    allowedActions,
    authority,
  };
}

/**
 * GET search/uw-inbox: referred and in-review quotes the caller may see (every referral for the
 * provider; an agency's own for the agency), most urgent need-by first.
 */
export async function searchInbox(
  deps: Pick<QuotesDeps, 'db' | 'clock'>,
  caller: Caller,
  query: z.output<typeof InboxQuerySchema>,
): Promise<InboxPage> {
  const uw = underwrites(caller);
  const assignee =
    !uw || query.assignee === 'ANY'
      ? undefined
      : query.assignee === 'ME'
        ? (caller.actor.userId ?? 'UNASSIGNED')
        : query.assignee;
  const { rows, total } = await uwRepo.inboxPage(
    deps.db,
    quoteScopeOf(caller),
    {
      status: query.status,
      product: query.product,
      agencyId: query.agencyId,
      state: query.state,
      assignee,
      seniorQueue: uw ? query.seniorQueue : undefined,
    },
    {
      page: query.page,
      size: query.size,
      sort: query.sort ?? 'needByDate,asc',
      countCap: QUOTES_COUNT_CAP,
    },
  );
  const today = isoDay(deps.clock.now());
  return {
    content: rows.map((r) => ({
      ...r,
      product: r.product as ProductCode,
      currency: r.currency === 'GBP' ? 'GBP' : 'USD',
      urgencyIndex: urgencyIndexOf(r.needByDate, today),
      modified: r.modified.toISOString(),
    })),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    page: query.page,
    size: query.size,
  };
}

import {
  addDaysIso,
  addYearsIso,
  ERP_ELECTION_DAYS,
  ERP_MESSAGES,
  ERP_OPTIONS,
  ERP_STATUSES,
  ERP_VOID_DAYS,
  erpPremium,
  POLICY_MESSAGES,
  PolicyTermsSchema,
  type ErpStatus,
  type PolicyActionBody,
  type PolicyActionResult,
  type PolicyStatus,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as repo from '../policies.repository.ts';
import * as revisionsRepo from '../revisions.repository.ts';
import { policyScopeOf } from './policy-view.ts';
import { requireProvider, servicingActorOf, transact, type Revision } from './servicing.ts';

/** The day cover ended: the end date of an expired policy, the cancellation day of a cancelled one. */
const coverEndedOn = (row: repo.PolicyRow): string | null =>
  row.status === 'EXPIRED'
    ? row.endDate
    : row.status === 'CANCELLED'
      ? (row.cancelEffectiveDate ?? row.endDate)
      : null;

/**
 * The ERP of a policy on `today` (decision 046): eligible once cover has ended (EXPIRED, or
 * CANCELLED other than for non-payment), within ERP_ELECTION_DAYS of that day, without an ERP
 * already; the options priced on the latest annual premium.
 */
export function erpStatusOf(
  row: repo.PolicyRow,
  latest: Revision | null,
  today: string,
): ErpStatus {
  const ended = coverEndedOn(row);
  const electBy = ended ? addDaysIso(ended, ERP_ELECTION_DAYS) : null;
  const reasons: string[] = [];
  if (!(ERP_STATUSES as readonly string[]).includes(row.status) || !ended || !latest) {
    reasons.push(ERP_MESSAGES.notEnded);
  } else if (row.cancelReason === 'NON_PAYMENT') {
    reasons.push(ERP_MESSAGES.nonPayment);
  } else if (electBy && today > electBy) {
    reasons.push(ERP_MESSAGES.tooLate(electBy));
  }
  if (row.erpYears !== null) reasons.push(ERP_MESSAGES.already);
  const annual = latest ? PolicyTermsSchema.parse(latest.terms).annualPremium : row.premium;
  return {
    eligible: reasons.length === 0,
    reasons,
    coverEndedOn: ended,
    electBy,
    options: ERP_OPTIONS.map((o) => ({ ...o, premium: erpPremium(annual, o.years) })),
    erp:
      row.erpYears !== null && row.erpStartsOn && row.erpEndsOn && row.erpIssuedAt
        ? {
            years: row.erpYears,
            startsOn: row.erpStartsOn,
            endsOn: row.erpEndsOn,
            premium: row.erpPremium ?? 0,
            voidableUntil: addDaysIso(row.erpIssuedAt.toISOString().slice(0, 10), ERP_VOID_DAYS),
          }
        : null,
  };
}

/** GET …/erp/eligibility (and …/erp/options): the caller's policy's ERP. */
export async function erpStatus(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
): Promise<ErpStatus> {
  const scope = policyScopeOf(caller);
  const view = scope ? await repo.findPolicy(deps.db, scope, id) : null;
  if (!view) throw new AppError('NOT_FOUND', POLICY_MESSAGES.notFound);
  const rows = await revisionsRepo.revisionsOf(deps.db, view.p.id);
  const latest = rows.at(-1)?.r;
  return erpStatusOf(
    view.p,
    latest ? { ...latest, parsedTerms: PolicyTermsSchema.parse(latest.terms) } : null,
    deps.clock.now().toISOString().slice(0, 10),
  );
}

/**
 * POST …/erp/issue (provider staff or the agency): the ERP bought — a revision (ERP) dated the
 * day cover ended, charging its premium; the policy keeps its status and records the period.
 */
export function issueErp(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  years: number,
  ctx: RequestContext,
): Promise<PolicyActionResult> {
  servicingActorOf(caller);
  return transact(deps, caller, ctx, id, (c) => {
    const status = erpStatusOf(c.row, c.latest, c.today);
    if (!status.eligible || !status.coverEndedOn) {
      throw new AppError('CONFLICT', status.reasons[0] ?? ERP_MESSAGES.notEnded);
    }
    const premium = status.options.find((o) => o.years === years)?.premium;
    if (premium === undefined) throw new AppError('BAD_REQUEST', ERP_MESSAGES.unknownOption);
    return {
      kind: 'ERP',
      effectiveDate: status.coverEndedOn,
      reason: `${years}-year extended reporting period`,
      status: c.row.status as PolicyStatus,
      premiumDelta: premium,
      terms: c.latest!.parsedTerms,
      patch: {
        erpYears: years,
        erpStartsOn: status.coverEndedOn,
        erpEndsOn: addYearsIso(status.coverEndedOn, years),
        erpPremium: premium,
        erpIssuedAt: c.now,
      },
      event: 'policy.endorsed',
      message: ERP_MESSAGES.issued(years, c.row.policyNumber),
    };
  });
}

/** PUT …/erp/void (provider staff): within ERP_VOID_DAYS of its issue, all its premium returned. */
export function voidErp(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  body: PolicyActionBody,
  ctx: RequestContext,
): Promise<PolicyActionResult> {
  requireProvider(caller);
  return transact(deps, caller, ctx, id, (c) => {
    const erp = erpStatusOf(c.row, c.latest, c.today).erp;
    if (!erp) throw new AppError('CONFLICT', ERP_MESSAGES.noErp);
    if (c.today > erp.voidableUntil) {
      throw new AppError('CONFLICT', ERP_MESSAGES.voidTooLate(erp.voidableUntil));
    }
    const issued = [...c.revisions].reverse().find((r) => r.kind === 'ERP' && !r.revertedBy);
    return {
      kind: 'ERP_VOID',
      effectiveDate: erp.startsOn,
      reason: body.reason,
      status: c.row.status as PolicyStatus,
      premiumDelta: -erp.premium,
      terms: c.latest!.parsedTerms,
      reverts: issued?.number ?? null,
      patch: {
        erpYears: null,
        erpStartsOn: null,
        erpEndsOn: null,
        erpPremium: null,
        erpIssuedAt: null,
      },
      event: 'policy.endorsed',
      message: ERP_MESSAGES.voided(c.row.policyNumber),
    };
  });
}

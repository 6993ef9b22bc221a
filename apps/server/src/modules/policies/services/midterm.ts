import {
  can,
  isActingAsProvider,
  POLICY_MESSAGES,
  POLICY_REVISION_LABELS,
  PROGRAM_MESSAGES,
  SERVICING_MESSAGES,
  type MidtermQuerySchema,
  type EndorsementType,
  type MidtermPage,
  type PolicyActionResult,
  type PolicyCoverages,
  type PolicyProgramInput,
  type PolicyProgramOption,
  type PolicyProgramView,
  type PolicyRevisionKind,
  type ProductCode,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Caller, RequestContext } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { programsOfAgency } from '../../agencies/index.ts';
import { quoteDocumentFacts } from '../../quotes/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as repo from '../policies.repository.ts';
import * as revisionsRepo from '../revisions.repository.ts';
import { policyScopeOf, requireListScope, requirePolicy } from './policy-view.ts';

/**
 * The program a policy is written under and the midterm list (decision 050; spec 3 §7 "add
 * program", "midterm list").
 */

type ProgramRow = Awaited<ReturnType<typeof programsOfAgency>>[number];
const toOption = (p: ProgramRow): PolicyProgramOption => ({
  id: p.id,
  name: p.name,
  description: p.description ?? null,
});

/** Programs are the provider's to manage (agencies' levels and programs): its staff set them. */
const mayChangeProgram = (caller: Caller) =>
  isActingAsProvider(caller.claims) && can(caller.claims, 'policy:manage');

/** GET …/program: the policy's program, and the agency's programs for whoever may change it. */
export async function policyProgram(
  deps: Pick<PoliciesDeps, 'db'>,
  caller: Caller,
  id: string,
): Promise<PolicyProgramView> {
  const policy = await requirePolicy(deps.db, caller, id);
  const canChange = mayChangeProgram(caller);
  const programs = policy.agencyId ? await programsOfAgency(deps.db, policy.agencyId) : [];
  const current = programs.find((p) => p.id === policy.programId);
  return {
    program: current ? toOption(current) : null,
    options: canChange ? programs.map(toOption) : [],
    canChange,
  };
}

/**
 * PUT …/program (provider staff): the policy into one of its producing agency's programs, or out
 * of its program (null). Another agency's program is a 404, as an unknown one. Audited.
 */
export async function setPolicyProgram(
  deps: Pick<PoliciesDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
  input: PolicyProgramInput,
  ctx: RequestContext,
): Promise<PolicyActionResult> {
  if (!mayChangeProgram(caller)) throw new AppError('FORBIDDEN', SERVICING_MESSAGES.providerOnly);
  const scope = policyScopeOf(caller);
  const now = deps.clock.now();
  const message = await deps.db.transaction(async (tx) => {
    const row = scope ? await repo.lockPolicy(tx, scope, id) : null;
    if (!row) throw new AppError('NOT_FOUND', POLICY_MESSAGES.notFound);
    if (!row.agencyId) throw new AppError('CONFLICT', PROGRAM_MESSAGES.noAgency);
    const program = input.programId
      ? (await programsOfAgency(tx, row.agencyId)).find((p) => p.id === input.programId)
      : null;
    if (input.programId && !program) throw new AppError('NOT_FOUND', PROGRAM_MESSAGES.notFound);
    const programId = program?.id ?? null;
    if (row.programId === programId) return PROGRAM_MESSAGES.unchanged;
    await repo.updatePolicy(tx, row.id, { programId, updatedAt: now });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'policy.program',
        entityType: 'policy',
        entityId: row.id,
        before: { programId: row.programId },
        after: { programId, programName: program?.name ?? null },
      },
      now,
    );
    return program
      ? PROGRAM_MESSAGES.added(program.name, row.policyNumber)
      : PROGRAM_MESSAGES.removed(row.policyNumber);
  });
  return { message, policy: await requirePolicy(deps.db, caller, id) };
}

/**
 * GET …/coverages: the coverages of the quote the policy was bound from, named and grouped as
 * its documents print them (whoever reads the policy).
 */
export async function policyCoverages(
  deps: Pick<PoliciesDeps, 'db'>,
  caller: Caller,
  id: string,
): Promise<PolicyCoverages> {
  const policy = await requirePolicy(deps.db, caller, id);
  const facts = await quoteDocumentFacts(deps.db, policy.quoteId);
  return { coverages: facts?.coverages ?? [] };
}

/** GET /api/policy/v1/midterm: the endorsements across the caller's book, newest first. */
export async function midtermList(
  deps: Pick<PoliciesDeps, 'db' | 'clock'>,
  caller: Caller,
  query: z.output<typeof MidtermQuerySchema>,
): Promise<MidtermPage> {
  const scope = requireListScope(caller);
  const today = deps.clock.now().toISOString().slice(0, 10);
  const { rows, total } = await revisionsRepo.midtermPage(deps.db, scope, query);
  return {
    content: rows.map(({ r, p, author }) => {
      const kind = r.kind as PolicyRevisionKind;
      return {
        policyId: p.id,
        policyNumber: p.policyNumber,
        companyName: p.namedInsured,
        agencyName: p.agencyName,
        product: p.product as ProductCode,
        currency: p.currency === 'GBP' ? 'GBP' : 'USD',
        number: r.number,
        kind,
        label: POLICY_REVISION_LABELS[kind] ?? kind,
        endorsementType: (r.endorsementType as EndorsementType | null) ?? null,
        effectiveDate: r.effectiveDate,
        inForce: r.effectiveDate <= today,
        reason: r.reason,
        premiumDelta: r.premiumDelta,
        createdBy: author,
        created: r.createdAt.toISOString(),
        reverted: r.revertedBy !== null,
      };
    }),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    page: query.page,
    size: query.size,
  };
}

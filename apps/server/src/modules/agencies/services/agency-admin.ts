import {
  AGENCY_ADMIN_MESSAGES,
  type AgencyFeinInputSchema,
  type AgreementStatus,
  can,
  isActingAsProvider,
  isAdminScope,
  PRODUCER_AGREEMENT_TITLE,
  PRODUCER_AGREEMENT_VERSION,
  type SignAgreementInputSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AgenciesDeps } from '../agencies.context.ts';
import * as repo from '../agencies.repository.ts';
import * as book from '../agency-book.repository.ts';
import { toAgency } from './agency-view.ts';
import { actsIn, audit, requireReadableAgency } from './scope.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

/**
 * Pause or resume payments to an agency (spec 2 §4: the action offered depends on the current
 * `pausedPayment`). Provider admins only: it stops money moving, so it needs the provider's own
 * admin role, not just agency management. Asking for the state it is already in is a 409, so two
 * admins clicking at once do not silently undo each other.
 */
export async function setPaymentsPaused(
  deps: AgenciesDeps,
  caller: Caller,
  agencyId: string,
  paused: boolean,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  const name = await deps.db.transaction(async (tx) => {
    const before = await requireReadableAgency(tx, caller, agencyId);
    if (!isActingAsProvider(caller.claims) || !isAdminScope(caller.claims.scopes)) {
      throw new AppError('FORBIDDEN', AGENCY_ADMIN_MESSAGES.paymentsProviderAdminOnly);
    }
    await book.lockAgency(tx, agencyId);
    const current = (await repo.findAgency(tx, agencyId))!.org.pausedPayment;
    if (current === paused) {
      throw new AppError(
        'CONFLICT',
        paused ? AGENCY_ADMIN_MESSAGES.alreadyPaused : AGENCY_ADMIN_MESSAGES.notPaused,
      );
    }
    await repo.updateOrganisation(tx, agencyId, { pausedPayment: paused, updatedAt: now });
    await audit(
      tx,
      caller,
      ctx,
      {
        action: paused ? 'agency.payments.pause' : 'agency.payments.resume',
        entityType: 'organisation',
        entityId: agencyId,
        before: { pausedPayment: current },
        after: { pausedPayment: paused },
      },
      now,
    );
    return before.org.name;
  });
  return {
    message: paused
      ? AGENCY_ADMIN_MESSAGES.paymentsPaused(name)
      : AGENCY_ADMIN_MESSAGES.paymentsResumed(name),
    agency: toAgency((await repo.findAgency(deps.db, agencyId))!),
  };
}

/** Provider staff who manage agencies, or an admin of the agency acting in it. */
const mayEditFein = (caller: Caller, agencyId: string) =>
  can(caller.claims, 'agency:manage') &&
  (isActingAsProvider(caller.claims) ||
    (actsIn(caller, agencyId) && isAdminScope(caller.claims.scopes)));

/**
 * Set (or with null remove) a US agency's FEIN, stored NN-NNNNNNN. A UK agency has none (400).
 */
export async function setFein(
  deps: AgenciesDeps,
  caller: Caller,
  agencyId: string,
  input: z.output<typeof AgencyFeinInputSchema>,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await requireReadableAgency(tx, caller, agencyId);
    if (!mayEditFein(caller, agencyId)) {
      throw new AppError('FORBIDDEN', AGENCY_ADMIN_MESSAGES.feinNotAllowed);
    }
    if (input.fein && before.org.region !== 'US') {
      throw new AppError('BAD_REQUEST', AGENCY_ADMIN_MESSAGES.feinUsOnly, {
        errors: [`fein: ${AGENCY_ADMIN_MESSAGES.feinUsOnly}`],
      });
    }
    await repo.updateOrganisation(tx, agencyId, { fein: input.fein, updatedAt: now });
    await audit(
      tx,
      caller,
      ctx,
      {
        action: 'agency.fein',
        entityType: 'organisation',
        entityId: agencyId,
        before: { fein: before.org.fein },
        after: { fein: input.fein },
      },
      now,
    );
  });
  return {
    message: input.fein ? AGENCY_ADMIN_MESSAGES.feinSaved : AGENCY_ADMIN_MESSAGES.feinRemoved,
    agency: toAgency((await repo.findAgency(deps.db, agencyId))!),
  };
}

/** Only an admin of the agency, acting in it, signs for it. */
const maySign = (caller: Caller, agencyId: string) =>
  actsIn(caller, agencyId) &&
  isAdminScope(caller.claims.scopes) &&
  can(caller.claims, 'agency:manage');

async function agreementStatus(
  db: Database | Tx,
  caller: Caller,
  agencyId: string,
): Promise<AgreementStatus> {
  const latest = await book.latestAgreement(db, agencyId);
  const signed = latest?.agreement.version === PRODUCER_AGREEMENT_VERSION;
  return {
    agencyId,
    version: PRODUCER_AGREEMENT_VERSION,
    title: PRODUCER_AGREEMENT_TITLE,
    signed,
    signature: latest
      ? {
          version: latest.agreement.version,
          signerName: latest.agreement.signerName,
          signerTitle: latest.agreement.signerTitle,
          signedBy: latest.signer?.id
            ? {
                id: latest.signer.id,
                name: `${latest.signer.firstName} ${latest.signer.lastName}`,
                email: latest.signer.email,
              }
            : null,
          signedAt: latest.agreement.signedAt.toISOString(),
        }
      : null,
    canSign: !signed && maySign(caller, agencyId),
  };
}

/** The producer agreement: current version, whether it is signed, by whom and when. */
export async function getAgreement(deps: AgenciesDeps, caller: Caller, agencyId: string) {
  await requireReadableAgency(deps.db, caller, agencyId);
  return agreementStatus(deps.db, caller, agencyId);
}

/**
 * The agency's admin signs the current producer agreement (name, title, the accept box). The
 * signature records the user, the time and the address it came from. Signing a version already
 * signed is a 409.
 */
export async function signAgreement(
  deps: AgenciesDeps,
  caller: Caller,
  agencyId: string,
  input: z.output<typeof SignAgreementInputSchema>,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  const agreement = await deps.db.transaction(async (tx) => {
    await requireReadableAgency(tx, caller, agencyId);
    if (!maySign(caller, agencyId)) {
      throw new AppError('FORBIDDEN', AGENCY_ADMIN_MESSAGES.signAdminOnly);
    }
    await book.lockAgency(tx, agencyId);
    const latest = await book.latestAgreement(tx, agencyId);
    if (latest?.agreement.version === PRODUCER_AGREEMENT_VERSION) {
      throw new AppError('CONFLICT', AGENCY_ADMIN_MESSAGES.alreadySigned);
    }
    const row = await book.insertAgreement(tx, {
      agencyId,
      version: PRODUCER_AGREEMENT_VERSION,
      signerName: input.signerName,
      signerTitle: input.signerTitle ?? null,
      signedBy: caller.actor.userId,
      signedAt: now,
      ipAddress: ctx.ip,
    });
    await audit(
      tx,
      caller,
      ctx,
      {
        action: 'agency.agreement.sign',
        entityType: 'organisation',
        entityId: agencyId,
        before: latest ? { version: latest.agreement.version } : null,
        after: {
          agreementId: row.id,
          version: row.version,
          signerName: row.signerName,
          signerTitle: row.signerTitle,
        },
      },
      now,
    );
    return agreementStatus(tx, caller, agencyId);
  });
  return { message: AGENCY_ADMIN_MESSAGES.agreementSigned, agreement };
}

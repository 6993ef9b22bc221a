import { isExpiryAcceptable, isoDay, LICENSE_MESSAGES } from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LicensesDeps } from '../licenses.context.ts';
import * as repo from '../licenses.repository.ts';
import { assertOwn, audit, targetAgency } from './scope.ts';
import type { Caller } from '../../../context/index.ts';

/** How the services read, show and remove one kind of licence, and what its records are called. */
export type LicenseRecords<Row extends { agencyId: string }, View> = {
  /** The audit entity type, and the prefix of its actions (`agency-license.create`). */
  entity: string;
  /** The 404 message of a licence that does not exist, or is not the caller's to see. */
  notFound: string;
  find: (tx: Tx, id: string) => Promise<Row | undefined>;
  remove: (tx: Tx, id: string) => Promise<void>;
  toView: (row: Row) => View;
};

/** The licence, if it exists and is the caller's; else a 404, the same either way. */
export async function findOwned<Row extends { agencyId: string }, View>(
  tx: Tx,
  caller: Caller,
  kind: LicenseRecords<Row, View>,
  id: string,
): Promise<Row> {
  const found = await kind.find(tx, id);
  if (!found) throw new AppError('NOT_FOUND', kind.notFound);
  assertOwn(caller, found.agencyId, kind.notFound);
  return found;
}

/** A write that breaks a unique index (a duplicate licence) answers the kind's 409. */
const conflictOnDuplicate = <T>(write: Promise<T>, conflict: () => AppError) =>
  write.catch((error: unknown) => {
    throw repo.isUniqueViolation(error) ? conflict() : error;
  });

/**
 * A licence number is its holder's once per state: another licence with it (not the one being
 * edited, `id`) is the kind's 409.
 */
async function assertNumberFree(
  other: Promise<{ id: string } | undefined>,
  conflict: () => AppError,
  id?: string,
) {
  const found = await other;
  if (found && found.id !== id) throw conflict();
}

/**
 * The licence just written, read back as the API shows it, with the change audited: a create, or
 * an update from `before`.
 */
export async function auditedView<Row extends { agencyId: string }, View>(
  tx: Tx,
  caller: Caller,
  kind: LicenseRecords<Row, View>,
  id: string,
  now: Date,
  before?: Row,
): Promise<View> {
  const view = kind.toView((await kind.find(tx, id))!);
  await audit(
    tx,
    caller,
    {
      action: `${kind.entity}.${before ? 'update' : 'create'}`,
      entityType: kind.entity,
      entityId: id,
      ...(before ? { before: kind.toView(before) } : {}),
      after: view,
    },
    now,
  );
  return view;
}

/** Removes a licence of the caller's (404 otherwise), audited with what it was. */
export async function deleteOwned<Row extends { agencyId: string }, View>(
  deps: LicensesDeps,
  caller: Caller,
  kind: LicenseRecords<Row, View>,
  id: string,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const found = await findOwned(tx, caller, kind, id);
    await kind.remove(tx, id);
    await audit(
      tx,
      caller,
      {
        action: `${kind.entity}.delete`,
        entityType: kind.entity,
        entityId: id,
        before: kind.toView(found),
      },
      now,
    );
  });
}

// --- agency and agent licences: a number per holder and state, an expiry ----------------------

/** Expiry is checked against the server's today, never the browser's. */
export function assertNotExpired(expirationDate: string, now: Date) {
  if (!isExpiryAcceptable(expirationDate, isoDay(now))) {
    throw new AppError('BAD_REQUEST', LICENSE_MESSAGES.expirationPast, {
      errors: [`expirationDate: ${LICENSE_MESSAGES.expirationPast}`],
    });
  }
}

type NumberedInput = { agencyId?: string | undefined; expirationDate: string };
type Written = { createdBy: string; createdAt: Date; updatedAt: Date };

/**
 * A kind whose licence numbers are unique per holder and state (agency licences: the agency's;
 * agent licences: the agent's) and whose expiry may not be in the past.
 */
export type NumberedKind<
  Row extends { agencyId: string },
  View,
  Input extends NumberedInput,
  Columns,
> = LicenseRecords<Row, View> & {
  duplicate: () => AppError;
  /** Another licence with the input's number and state, for its holder in the agency. */
  findByNumber: (tx: Tx, agencyId: string, input: Input) => Promise<{ id: string } | undefined>;
  /** More checks of the input against the licence's agency (the agent must belong to it). */
  check?: (tx: Tx, agencyId: string, input: Input) => Promise<void>;
  /** The columns an add or an edit sets from the input. */
  columnsOf: (input: Input) => Columns;
  insert: (tx: Tx, values: Columns & Written & { agencyId: string }) => Promise<string>;
  update: (tx: Tx, id: string, values: Columns & { updatedAt: Date }) => Promise<void>;
};

/** Adds a licence to the caller's agency (provider staff: the one named), audited. */
export async function createNumbered<
  Row extends { agencyId: string },
  View,
  Input extends NumberedInput,
  Columns,
>(
  deps: LicensesDeps,
  caller: Caller,
  kind: NumberedKind<Row, View, Input, Columns>,
  input: Input,
): Promise<View> {
  const now = deps.clock.now();
  assertNotExpired(input.expirationDate, now);
  return deps.db.transaction(async (tx) => {
    const agency = await targetAgency(tx, caller, input.agencyId);
    await kind.check?.(tx, agency.id, input);
    await assertNumberFree(kind.findByNumber(tx, agency.id, input), kind.duplicate);
    const id = await conflictOnDuplicate(
      kind.insert(tx, {
        ...kind.columnsOf(input),
        agencyId: agency.id,
        createdBy: caller.actor.userId,
        createdAt: now,
        updatedAt: now,
      }),
      kind.duplicate,
    );
    return auditedView(tx, caller, kind, id, now);
  });
}

/** Changes a licence of the caller's (404 otherwise); it stays with its agency. Audited. */
export async function updateNumbered<
  Row extends { agencyId: string },
  View,
  Input extends NumberedInput,
  Columns,
>(
  deps: LicensesDeps,
  caller: Caller,
  kind: NumberedKind<Row, View, Input, Columns>,
  id: string,
  input: Input,
): Promise<View> {
  const now = deps.clock.now();
  assertNotExpired(input.expirationDate, now);
  return deps.db.transaction(async (tx) => {
    const found = await findOwned(tx, caller, kind, id);
    await kind.check?.(tx, found.agencyId, input);
    await assertNumberFree(kind.findByNumber(tx, found.agencyId, input), kind.duplicate, id);
    await conflictOnDuplicate(
      kind.update(tx, id, { ...kind.columnsOf(input), updatedAt: now }),
      kind.duplicate,
    );
    return auditedView(tx, caller, kind, id, now, found);
  });
}

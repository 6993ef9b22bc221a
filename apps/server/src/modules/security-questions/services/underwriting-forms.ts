import {
  CyberFormAnswersSchema,
  pruneHiddenCyberFormFields,
  pruneHiddenTechEoFields,
  TechEoAnswersSchema,
  type CyberForm,
  type CyberFormInput,
  type TechEoAnswers,
  type TechEoForm,
} from '@cyber/domain';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { requireAccount, type SecurityDeps } from '../security-questions.context.ts';
import * as repo from '../security-questions.repository.ts';
import { requoteOpenQuotes } from './requote.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

/**
 * The US cyber underwriting form and the Tech E&O questions of an account (spec 3 §3, §5):
 * stored whole (a save replaces the form), hidden follow-ups dropped, every save audited.
 */

type StoredCyberForm = { answers?: unknown; cyberCrimePurchased?: boolean };

const cyberFormOf = (accountId: string, row: repo.SecurityAnswersRow | null): CyberForm => {
  const stored = (row?.cyberForm ?? {}) as StoredCyberForm;
  const answers = CyberFormAnswersSchema.safeParse(stored.answers ?? {});
  return {
    ...(answers.success ? answers.data : {}),
    accountId,
    cyberCrimePurchased: stored.cyberCrimePurchased ?? false,
    updatedAt: row?.cyberForm ? row.updatedAt.toISOString() : null,
  };
};

export async function getCyberForm(
  deps: SecurityDeps,
  caller: Caller,
  accountId: string,
): Promise<CyberForm> {
  await requireAccount(deps.db, caller, accountId);
  return cyberFormOf(accountId, await repo.findAnswers(deps.db, accountId));
}

export async function saveCyberForm(
  deps: SecurityDeps,
  caller: Caller,
  accountId: string,
  input: CyberFormInput,
  ctx: RequestContext,
): Promise<CyberForm & { requotedQuotes: { quoteId: string; quoteNumber: string }[] }> {
  const now = deps.clock.now();
  const { cyberCrimePurchased = false, ...given } = input;
  const answers = pruneHiddenCyberFormFields(given, { cyberCrimePurchased });
  return deps.db.transaction(async (tx) => {
    await requireAccount(tx, caller, accountId);
    const before = await repo.findAnswersForUpdate(tx, accountId);
    const stored = { answers, cyberCrimePurchased };
    const row = await repo.upsertAnswers(
      tx,
      accountId,
      { cyberForm: stored },
      caller.actor.userId,
      now,
    );
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'cyber-form.update',
        entityType: 'account_security_answers',
        entityId: accountId,
        before: before?.cyberForm ?? null,
        after: stored,
      },
      now,
    );
    return {
      ...cyberFormOf(accountId, row),
      requotedQuotes: await requoteOpenQuotes(deps, tx, accountId, {
        actor: actorOf(caller.actor, ctx),
        now,
      }),
    };
  });
}

const techEoFormOf = (accountId: string, row: repo.SecurityAnswersRow | null): TechEoForm => {
  const answers = TechEoAnswersSchema.safeParse(row?.techEoForm ?? {});
  return {
    ...(answers.success ? answers.data : {}),
    accountId,
    updatedAt: row?.techEoForm ? row.updatedAt.toISOString() : null,
  };
};

export async function getTechEoForm(
  deps: SecurityDeps,
  caller: Caller,
  accountId: string,
): Promise<TechEoForm> {
  await requireAccount(deps.db, caller, accountId);
  return techEoFormOf(accountId, await repo.findAnswers(deps.db, accountId));
}

export async function saveTechEoForm(
  deps: SecurityDeps,
  caller: Caller,
  accountId: string,
  input: TechEoAnswers,
  ctx: RequestContext,
): Promise<TechEoForm & { requotedQuotes: { quoteId: string; quoteNumber: string }[] }> {
  const now = deps.clock.now();
  const answers = pruneHiddenTechEoFields(input);
  return deps.db.transaction(async (tx) => {
    await requireAccount(tx, caller, accountId);
    const before = await repo.findAnswersForUpdate(tx, accountId);
    const row = await repo.upsertAnswers(
      tx,
      accountId,
      { techEoForm: answers },
      caller.actor.userId,
      now,
    );
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'tech-eo-form.update',
        entityType: 'account_security_answers',
        entityId: accountId,
        before: before?.techEoForm ?? null,
        after: answers,
      },
      now,
    );
    return {
      ...techEoFormOf(accountId, row),
      requotedQuotes: await requoteOpenQuotes(deps, tx, accountId, {
        actor: actorOf(caller.actor, ctx),
        now,
      }),
    };
  });
}

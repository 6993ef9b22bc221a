import { ACCOUNT_MESSAGES, ENGAGEMENT_MESSAGES } from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { type Caller, scopeOf } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findVisibleAccount } from '../../accounts/index.ts';
import type { NoteRef, NotesDeps, NoteTarget } from '../notes.context.ts';
import * as repo from '../notes.repository.ts';
import type { NoteKind } from './note-view.ts';

type Db = Database | Tx;

/**
 * The target, when the caller may see it (an account: the accounts' rule; a quote: the quotes'
 * rule); otherwise a 404 (never a 403). Answers the account and quote a new note goes on.
 */
export async function requireTarget(
  deps: Pick<NotesDeps, 'findVisibleQuote'>,
  db: Db,
  caller: Caller,
  target: NoteTarget,
): Promise<{ kind: NoteKind; accountId: string; quoteId: string | null }> {
  if ('quoteId' in target) {
    const quote = await deps.findVisibleQuote(db, caller, target.quoteId);
    if (!quote) throw new AppError('NOT_FOUND', ENGAGEMENT_MESSAGES.quoteNotFound);
    return { kind: 'quote', accountId: quote.accountId, quoteId: quote.id };
  }
  const account = await findVisibleAccount(db, scopeOf(caller), target.accountId);
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.accountNotFound);
  return { kind: 'account', accountId: account.org.id, quoteId: null };
}

/**
 * A note the caller may read, on a target the caller may still see; otherwise a 404 (another
 * organisation's note is not visible, so it is not found). An account's note is looked up under
 * its account, once the account is found; a quote's note by its id, then its quote.
 */
export async function requireNote(
  deps: Pick<NotesDeps, 'findVisibleQuote'>,
  db: Db,
  caller: Caller,
  ref: NoteRef,
): Promise<{ kind: NoteKind; row: repo.NoteWithAuthor }> {
  if ('accountId' in ref) {
    await requireTarget(deps, db, caller, { accountId: ref.accountId });
    const row = await repo.findNote(db, scopeOf(caller), ref.noteId, { accountId: ref.accountId });
    if (!row) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.noteNotFound);
    return { kind: 'account', row };
  }
  const row = await repo.findNote(db, scopeOf(caller), ref.noteId, 'quote');
  if (!row?.note.quoteId) throw new AppError('NOT_FOUND', ENGAGEMENT_MESSAGES.noteNotFound);
  const quote = await deps.findVisibleQuote(db, caller, row.note.quoteId);
  if (!quote) throw new AppError('NOT_FOUND', ENGAGEMENT_MESSAGES.noteNotFound);
  return { kind: 'quote', row };
}

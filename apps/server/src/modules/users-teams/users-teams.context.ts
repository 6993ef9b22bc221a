import type { AccountType } from '@cyber/domain';
import type { Actor } from '../access/access.context.ts';
import type { AuthDeps, RequestContext } from '../auth/auth.context.ts';
import type { Messenger } from '../../lib/mail.ts';

/** What the users-teams services need: the auth dependencies plus the outbox. */
export type UsersTeamsDeps = AuthDeps & { messenger: Messenger };

export type { RequestContext };

/** The signed-in caller of a users or teams operation. */
export type Caller = {
  userId: string;
  /** The organisation acted in. */
  accountId: string;
  accountType: AccountType;
  /** Provider staff (subscriber type COWBELL) may address any organisation. */
  isProvider: boolean;
  actor: Actor;
  ctx: RequestContext;
};

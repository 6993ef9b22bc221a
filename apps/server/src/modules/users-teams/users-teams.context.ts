import type { AuthDeps } from '../auth/index.ts';
import type { Messenger } from '../../lib/mail.ts';

/** What the users-teams services need: the auth dependencies plus the outbox. */
export type UsersTeamsDeps = AuthDeps & { messenger: Messenger };

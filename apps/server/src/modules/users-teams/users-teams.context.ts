import type { Messenger } from '../../lib/mail.ts';
import type { ServiceDeps } from '../../context/index.ts';

/** What the users-teams services need: the auth dependencies plus the outbox. */
export type UsersTeamsDeps = ServiceDeps & { messenger: Messenger };

import type { AuthDeps, RequestContext } from '../auth/auth.context.ts';
import type { Messenger } from '../../lib/mail.ts';

/** What the onboarding services need: the auth dependencies plus the outbox. */
export type OnboardingDeps = AuthDeps & { messenger: Messenger };

export type { RequestContext };

/** The signed-in caller of an admin operation. */
export type Caller = {
  userId: string;
  /** The organisation acted in (own organisation, or the one a provider user jumped into). */
  accountId: string;
  /** Provider staff see and manage every organisation's invitations. */
  isProvider: boolean;
};

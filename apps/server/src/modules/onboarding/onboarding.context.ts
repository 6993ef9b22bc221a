import type { AuthDeps } from '../auth/index.ts';
import type { Messenger } from '../../lib/mail.ts';

/** What the onboarding services need: the auth dependencies plus the outbox. */
export type OnboardingDeps = AuthDeps & { messenger: Messenger };

import type { Messenger } from '../../lib/mail.ts';
import type { ServiceDeps } from '../../context/index.ts';

/** What the onboarding services need: the auth dependencies plus the outbox. */
export type OnboardingDeps = ServiceDeps & { messenger: Messenger };

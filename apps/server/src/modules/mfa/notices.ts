import type { Tx } from '../../db/client.ts';
import { appLink, renderEmail } from '../../lib/mail.ts';
import type { MfaDeps } from './mfa.context.ts';

const LABELS: Record<string, string> = {
  GOOGLE: 'an authenticator app',
  SMS: 'text-message codes',
  EMAIL: 'email codes',
  NONE: 'none',
};

/** Tell a user their second factor changed, so an unexpected change does not go unnoticed. */
export async function sendMfaNotice(
  deps: Pick<MfaDeps, 'messenger' | 'config'>,
  tx: Tx,
  user: { id: string; email: string; firstName: string },
  organisationId: string | null,
  mfaType: string,
) {
  const on = mfaType !== 'NONE';
  const body = renderEmail({
    greeting: `Hello ${user.firstName},`,
    paragraphs: [
      on
        ? `Multi-factor authentication is now on for your account, using ${LABELS[mfaType] ?? mfaType}.`
        : 'Multi-factor authentication has been turned off for your account.',
      'If you did not make this change, reset your password and contact support at once.',
    ],
    action: { label: 'Sign in', url: appLink(deps.config, '/login') },
  });
  await deps.messenger.email(tx, {
    to: user.email,
    subject: on ? 'Multi-factor authentication is on' : 'Multi-factor authentication is off',
    ...body,
    template: on ? 'mfa-enabled' : 'mfa-disabled',
    userId: user.id,
    organisationId,
  });
}

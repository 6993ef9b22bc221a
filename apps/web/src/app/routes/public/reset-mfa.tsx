import { ResetMfaScreen } from '../../../features/mfa/components/reset-mfa-screen.tsx';

/** /reset-mfa — request an MFA reset link. */
export function ResetMfaRoute() {
  return <ResetMfaScreen />;
}

export { ResetMfaRoute as Component };

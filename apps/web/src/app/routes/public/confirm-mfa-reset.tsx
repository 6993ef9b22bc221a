import { useParams } from 'react-router';
import { ConfirmMfaResetScreen } from '../../../features/mfa/components/confirm-mfa-reset-screen.tsx';

/** /confirmPasswordReset/:resetMFAToken — use the MFA reset link. */
export function ConfirmMfaResetRoute() {
  const { resetMFAToken = '' } = useParams();
  return <ConfirmMfaResetScreen key={resetMFAToken} token={resetMFAToken} />;
}

export { ConfirmMfaResetRoute as Component };

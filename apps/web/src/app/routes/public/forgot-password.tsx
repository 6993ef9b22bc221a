import { ForgotPasswordScreen } from '../../../features/passwords/components/forgot-password-screen.tsx';

export function ForgotPasswordRoute() {
  return <ForgotPasswordScreen />;
}

export { ForgotPasswordRoute as Component };

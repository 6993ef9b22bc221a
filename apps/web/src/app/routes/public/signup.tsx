import { SignupScreen } from '../../../features/onboarding/components/signup-screen.tsx';

export function SignupRoute() {
  return <SignupScreen />;
}

export { SignupRoute as Component };

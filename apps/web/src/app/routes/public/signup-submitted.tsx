import { SignupSubmittedScreen } from '../../../features/onboarding/components/signup-submitted-screen.tsx';

export function SignupSubmittedRoute() {
  return <SignupSubmittedScreen />;
}

export { SignupSubmittedRoute as Component };

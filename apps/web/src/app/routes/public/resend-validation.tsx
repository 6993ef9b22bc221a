import { useSearchParams } from 'react-router';
import { ResendValidationScreen } from '../../../features/onboarding/components/resend-validation-screen.tsx';

export function ResendValidationRoute() {
  const [search] = useSearchParams();
  return <ResendValidationScreen token={search.get('token')} />;
}

export { ResendValidationRoute as Component };

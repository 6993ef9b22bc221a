import { ClaimsScreen } from '../../../features/claims/components/claims-screen.tsx';

/** Claims {base}/claims (the vendor's landing): the claims the caller may see. */
export function Component() {
  return <ClaimsScreen />;
}

import { useParams } from 'react-router';
import { PaymentPage } from '../../../features/billing/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** {base}/policy/:id/accountant-payment — a policy's payment page (spec 3 §2). */
export function AccountantPaymentRoute() {
  const { id = '' } = useParams();
  const { persona } = useCurrentUser();
  useDocumentTitle('Payment');
  return <PaymentPage key={id} policyId={id} persona={persona} />;
}

export { AccountantPaymentRoute as Component };

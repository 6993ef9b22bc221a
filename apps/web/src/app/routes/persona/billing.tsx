import { isActingAsProvider } from '@cyber/domain';
import { InvoicesScreen } from '../../../features/billing/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Billing {base}/billing: the caller's invoices (the server scopes the list). */
export function BillingRoute() {
  const { claims } = useCurrentUser();
  useDocumentTitle('Billing');
  return <InvoicesScreen provider={isActingAsProvider(claims)} />;
}

export { BillingRoute as Component };

import { useParams, useSearchParams } from 'react-router';
import { VerifyStep } from '../../../features/quoting/flow/components/flow-steps.tsx';
import { AccountRenewalScreen } from '../../../features/renewal-flow/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * The account's details for a renewal (spec 3 §2):
 * {base}/accounts/{accountId}/renew/accountDetails?product=&policyId=.
 */
export function AccountRenewalRoute() {
  const { accountId = '' } = useParams();
  const [search] = useSearchParams();
  const { persona } = useCurrentUser();
  useDocumentTitle('Renew Policy');
  const policyId = search.get('policyId');
  return (
    <AccountRenewalScreen
      key={`${accountId}/${policyId ?? ''}`}
      persona={persona}
      accountId={accountId}
      policyId={policyId}
      VerifyStep={VerifyStep}
    />
  );
}

export { AccountRenewalRoute as Component };

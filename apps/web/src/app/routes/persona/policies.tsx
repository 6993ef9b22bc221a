import { isActingAsProvider } from '@cyber/domain';
import { PolicyListScreen } from '../../../features/policies/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * The POLICIES tab {base}/policies (`?policy={id}` opens one): every agency's issued policies for
 * provider staff (with the agency named), an agency's own for the agency, a carrier's on its
 * paper (the server scopes the list).
 */
export function PoliciesRoute() {
  const { persona, claims } = useCurrentUser();
  useDocumentTitle('Policies');
  return (
    <PolicyListScreen persona={persona} kind="POLICIES" provider={isActingAsProvider(claims)} />
  );
}

export { PoliciesRoute as Component };

import { isActingAsProvider } from '@cyber/domain';
import { PolicyListScreen } from '../../../features/policies/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * The BINDERS tab {base}/binders (`?policy={id}` opens one): every agency's binders for provider
 * staff (with the agency named), an agency's own for the agency, a carrier's on its paper (the
 * server scopes the list).
 */
export function BindersRoute() {
  const { persona, claims } = useCurrentUser();
  useDocumentTitle('Binders');
  return (
    <PolicyListScreen persona={persona} kind="BINDERS" provider={isActingAsProvider(claims)} />
  );
}

export { BindersRoute as Component };

import { isActingAsProvider, isAdminScope } from '@cyber/domain';
import { CommissionsScreen } from '../../../features/commissions/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Commissions {base}/commissions: the caller's commission (the server scopes every list). */
export function CommissionsRoute() {
  const { claims } = useCurrentUser();
  useDocumentTitle('Commissions');
  return (
    <CommissionsScreen
      provider={isActingAsProvider(claims)}
      admin={isAdminScope(claims.scopes ?? [])}
    />
  );
}

export { CommissionsRoute as Component };

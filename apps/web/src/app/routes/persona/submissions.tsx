import { isActingAsProvider, matchPermissions } from '@cyber/domain';
import { SubmissionsScreen } from '../../../features/submissions/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * The SUBMISSIONS list {base}/submissions (`?submission={id}` opens one): /admin/submissions for
 * the provider's underwriters, /agency/submissions for the agency's own (the server scopes the
 * list and says who may decline).
 */
export function SubmissionsRoute() {
  const { persona, permissions, claims } = useCurrentUser();
  useDocumentTitle('Submissions');
  const underwriter =
    isActingAsProvider(claims) && matchPermissions(permissions, 'quote:underwrite');
  return <SubmissionsScreen persona={persona} underwriter={underwriter} />;
}

export { SubmissionsRoute as Component };

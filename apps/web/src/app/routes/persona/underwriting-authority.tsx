import { isActingAsProvider, matchPermissions } from '@cyber/domain';
import { useTranslation } from 'react-i18next';
import { AuthorityScreen } from '../../../features/underwriting/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SectionNotFoundRoute as SectionNotFound } from './section-not-found.tsx';

/**
 * Underwriting authority {base}/manage/underwriting-authority: provider admins (who manage the
 * provider's users) only; anyone else gets the section's not-found page, as the server refuses
 * them too.
 */
export function UnderwritingAuthorityRoute() {
  const { t } = useTranslation();
  const { permissions, claims } = useCurrentUser();
  useDocumentTitle(t('underwriting.authority.title'));
  if (!isActingAsProvider(claims) || !matchPermissions(permissions, 'user:manage')) {
    return <SectionNotFound />;
  }
  return <AuthorityScreen />;
}

export { UnderwritingAuthorityRoute as Component };

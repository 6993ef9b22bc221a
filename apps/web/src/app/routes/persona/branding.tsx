import { accountDisplayName, matchPermissions } from '@cyber/domain';
import { BrandingScreen } from '../../../features/logos/components/branding-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';

/** Agency logo {base}/manage/branding (agency admins, or provider staff acting in an agency). */
export function BrandingRoute() {
  const { me, permissions } = useCurrentUser();
  useDocumentTitle('Logo');
  const isAgency = me.account.accountType === 'AGENCY';
  return (
    <BrandingScreen
      agencyId={isAgency ? me.account.id : null}
      agencyName={accountDisplayName(me.account)}
      logos={me.account.logos}
      canManage={matchPermissions(permissions, 'agency:manage')}
    />
  );
}

export { BrandingRoute as Component };

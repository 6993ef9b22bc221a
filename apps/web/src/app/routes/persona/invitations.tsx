import { InvitationsScreen } from '../../../features/onboarding/components/invitations-screen.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { isActingAsProvider } from '@cyber/domain';

/** {base}/manage/invitations. */
export function InvitationsRoute() {
  const { me, claims } = useCurrentUser();
  return (
    <InvitationsScreen
      organisation={{ name: me.account.name, accountType: me.account.accountType }}
      isProvider={isActingAsProvider(claims)}
    />
  );
}

export { InvitationsRoute as Component };

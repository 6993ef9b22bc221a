import { InvitationsScreen } from '../../../features/onboarding/components/invitations-screen.tsx';
import { useCurrentUser } from '../../shell/current-user.tsx';

/** {base}/manage/invitations. */
export function InvitationsRoute() {
  const { me, claims } = useCurrentUser();
  return (
    <InvitationsScreen
      organisation={{ name: me.account.name, accountType: me.account.accountType }}
      isProvider={claims.subscriberType === 'COWBELL'}
    />
  );
}

export { InvitationsRoute as Component };

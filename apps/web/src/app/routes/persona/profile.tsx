import { MfaSettings } from '../../../features/mfa/components/mfa-settings.tsx';
import { ProfileScreen } from '../../../features/profile/components/profile-screen.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';

/** {persona}/manage/me — the profile, with the MFA settings as its second tab. */
export function ProfileRoute() {
  const { me, persona } = useCurrentUser();
  return <ProfileScreen me={me} mfaTab={<MfaSettings me={me} persona={persona} />} />;
}

export { ProfileRoute as Component };

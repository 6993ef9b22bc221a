import { useParams } from 'react-router';
import { InvitationLanding } from '../../../features/onboarding/components/invitation-landing.tsx';
import { PasswordFields } from '../../../features/passwords/components/password-fields.tsx';

/** The invitation landing; the join form gets the password fields from the passwords feature. */
export function SignupValidationRoute() {
  const { token = '' } = useParams();
  return <InvitationLanding key={token} token={token} PasswordFields={PasswordFields} />;
}

export { SignupValidationRoute as Component };

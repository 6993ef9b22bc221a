import { useParams } from 'react-router';
import { PasswordLinkScreen } from '../../../features/passwords/components/password-link-screen.tsx';

export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  return <PasswordLinkScreen key={token} kind="reset" token={token} />;
}

export { ResetPasswordRoute as Component };

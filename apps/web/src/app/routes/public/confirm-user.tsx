import { useParams } from 'react-router';
import { PasswordLinkScreen } from '../../../features/passwords/components/password-link-screen.tsx';

export function ConfirmUserRoute() {
  const { token = '' } = useParams();
  return <PasswordLinkScreen key={token} kind="confirm" token={token} />;
}

export { ConfirmUserRoute as Component };

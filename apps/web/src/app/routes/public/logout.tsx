import LogoutIcon from '@mui/icons-material/Logout';
import { MESSAGES } from '@cyber/domain';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { useSignOut } from '../../../features/auth/hooks/use-sign-out.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function LogoutRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('logout.title'));
  const { done } = useSignOut();

  if (!done) return <FullPageLoader />;

  return (
    <StatusScreen
      icon={<LogoutIcon />}
      title={MESSAGES.loggedOut}
      actions={
        <Button variant="contained" href={paths.login.href()}>
          {t('logout.link')}
        </Button>
      }
    />
  );
}

export { LogoutRoute as Component };

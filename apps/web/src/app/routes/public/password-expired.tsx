import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import { MESSAGES } from '@cyber/domain';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function PasswordExpiredRoute() {
  const { t } = useTranslation();
  useDocumentTitle(MESSAGES.passwordExpired);
  return (
    <StatusScreen
      icon={<LockClockOutlinedIcon />}
      title={MESSAGES.passwordExpired}
      actions={
        <>
          <Button variant="contained" href={paths.forgotPassword.href()}>
            {t('passwordExpired.reset')}
          </Button>
          <Button variant="text" href={paths.login.href()}>
            {t('common.backToLogin')}
          </Button>
        </>
      }
    >
      <span>{t('passwordExpired.body')}</span>
    </StatusScreen>
  );
}

export { PasswordExpiredRoute as Component };

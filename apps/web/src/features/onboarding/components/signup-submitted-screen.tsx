import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /signup-submitted: thanks, check your e-mail and confirm the account. */
export function SignupSubmittedScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('signupSubmitted.title'));
  return (
    <StatusScreen
      icon={<MarkEmailReadOutlinedIcon />}
      title={t('signupSubmitted.title')}
      actions={
        <>
          <Button variant="contained" href={paths.login.href()}>
            {t('common.backToLogin')}
          </Button>
          <Button href={paths.resendValidation.href()}>{t('signupSubmitted.resend')}</Button>
        </>
      }
    >
      <span>{t('signupSubmitted.body')}</span>
    </StatusScreen>
  );
}

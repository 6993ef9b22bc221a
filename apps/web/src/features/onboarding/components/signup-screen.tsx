import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SignupForm } from './signup-form.tsx';

/** /signup: sign up with the invitation code from the e-mail (the address is confirmed after). */
export function SignupScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('signup.title'));
  return (
    <PublicLayout>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h4" component="h1">
            {t('signup.title')}
          </Typography>
          <Typography color="text.secondary">{t('signup.subtitle')}</Typography>
        </Stack>
        <SignupForm />
      </Stack>
    </PublicLayout>
  );
}

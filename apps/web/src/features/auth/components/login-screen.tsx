import { LOGIN_NOTICE_FLAGS, MESSAGES } from '@cyber/domain';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { browserRegion } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRememberedSession } from '../hooks/use-remembered-session.ts';
import { LoginForm } from './login-form.tsx';
import { MarketingPanel } from './marketing-panel.tsx';
import { SsoSignIn } from './sso-sign-in.tsx';

/**
 * The sign-in page: the form and single sign-on on one side, the regional marketing panel on the
 * other.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  const remembered = useRememberedSession();
  // Notices of onboarding links: invitation landing, e-mail validation, password reset.
  const [search] = useSearchParams();
  const onboardingFlag = LOGIN_NOTICE_FLAGS.find((flag) => search.get(flag) === 'true');

  if (remembered === 'restoring') return <FullPageLoader label={t('login.restoring')} />;

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(420px, 5fr) 7fr' },
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="main"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 3, sm: 6 },
          py: { xs: 6, md: 8 },
        }}
      >
        <Stack spacing={4} sx={{ width: '100%', maxWidth: 400 }}>
          <Box sx={{ display: { md: 'none' } }}>
            <BrandLogo />
          </Box>
          <Stack spacing={1}>
            <Typography variant="h2" component="h1">
              {t('login.title')}
            </Typography>
            <Typography color="text.secondary">{t('login.subtitle')}</Typography>
          </Stack>
          <LoginForm
            notice={
              remembered === 'expired'
                ? MESSAGES.sessionExpired
                : onboardingFlag
                  ? t(`loginNotice.${onboardingFlag}`)
                  : null
            }
          />
          <SsoSignIn />
        </Stack>
      </Box>
      <MarketingPanel region={browserRegion()} />
    </Box>
  );
}

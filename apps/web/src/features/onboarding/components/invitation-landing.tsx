import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import {
  ONBOARDING_MESSAGES,
  landingActionFor,
  type SignupAccountType,
  SIGNUP_ACCOUNT_TYPES,
} from '@cyber/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { SupportContact } from '../../../components/support-contact.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { getClaims, saveRedirect } from '../../../lib/auth/session.ts';
import { useValidationToken } from '../api/get-validation-token.ts';
import { AcceptInvitationCard } from './accept-invitation-card.tsx';
import { JoinForm } from './join-form.tsx';
import type { PasswordSlot } from './password-slot.ts';
import { SignupForm } from './signup-form.tsx';

export type InvitationLandingProps = { token: string; PasswordFields: PasswordSlot };

const isSignupType = (type: string): type is SignupAccountType =>
  (SIGNUP_ACCOUNT_TYPES as readonly string[]).includes(type);

/**
 * /signup-validation/:token (spec 1 §4): the invitation decides the screen — the sign-up form
 * (NEW_ACCOUNT), the join form (EXISTING_ACCOUNT, QUOTE_SENT_NEW_USER with its redirect,
 * QUOTE_LINK_NEW_AGENT), or the sign-in page with a flag for people who already have an account
 * (who come back here signed in to accept).
 */
export function InvitationLanding({ token, PasswordFields }: InvitationLandingProps) {
  const { t } = useTranslation();
  const query = useValidationToken(token);

  if (query.isPending) return <FullPageLoader label={t('landing.loading')} />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 400 || status === 404) {
      return (
        <StatusScreen
          icon={<LinkOffIcon />}
          title={ONBOARDING_MESSAGES.landingLinkNotFound}
          actions={
            <Button variant="contained" href={paths.login.href()}>
              {t('common.backToLogin')}
            </Button>
          }
        >
          <span>{t('landing.expiredAdvice')}</span>
          <SupportContact />
        </StatusScreen>
      );
    }
    return (
      <StatusScreen
        icon={<LockClockOutlinedIcon />}
        title={t('landing.credentialsTitle')}
        actions={
          <Button variant="contained" href={paths.signup.href()}>
            {t('landing.signupLink')}
          </Button>
        }
      >
        <span>{t('landing.credentialsBody')}</span>
      </StatusScreen>
    );
  }

  const info = query.data;
  const action = landingActionFor(info);
  switch (action.kind) {
    case 'signup':
      return (
        <PublicLayout>
          <Stack spacing={3}>
            <Stack spacing={1}>
              <Typography variant="h4" component="h1">
                {t('signup.title')}
              </Typography>
            </Stack>
            <SignupForm
              validationToken={token}
              prefill={{
                invitationCode: info.invitationCode,
                firstName: info.firstName,
                lastName: info.lastName,
                email: info.email,
                ...(isSignupType(info.accountType) ? { accountType: info.accountType } : {}),
              }}
            />
          </Stack>
        </PublicLayout>
      );
    case 'join':
      return (
        <PublicLayout>
          <JoinForm
            token={token}
            info={info}
            redirectURL={action.redirectURL}
            PasswordFields={PasswordFields}
          />
        </PublicLayout>
      );
    case 'login': {
      if (getClaims()) {
        return (
          <PublicLayout>
            <AcceptInvitationCard token={token} info={info} redirectURL={action.redirectURL} />
          </PublicLayout>
        );
      }
      const search = new URLSearchParams({ [action.flag]: 'true' });
      if (action.redirectURL) search.set('redirectURL', action.redirectURL);
      return <SignInFirst token={token} to={`${paths.login.href()}?${search.toString()}`} />;
    }
  }
}

/** To the sign-in page, remembering to come back to the landing page to accept. */
function SignInFirst({ token, to }: { token: string; to: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    saveRedirect(paths.signupValidation.href(token));
    void navigate(to, { replace: true });
  }, [navigate, token, to]);
  return <FullPageLoader label={t('landing.redirecting')} />;
}

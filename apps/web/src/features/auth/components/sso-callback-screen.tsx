import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { MESSAGES, SSO_MESSAGES } from '@cyber/domain';
import { Button, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { LinkBehavior } from '../../../components/link-behavior.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { finishSso } from '../api/sso.ts';
import { useStartSession } from '../hooks/use-start-session.ts';

/**
 * /sso/callback (decision 061): where the identity provider sends the browser back. The code and
 * state go to the server once; the session is kept as a password sign-in keeps it, and the
 * visitor continues to their dashboard. A refusal (or the provider's own error) is shown with a
 * way back to the sign-in page.
 */
export function SsoCallbackScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const startSession = useStartSession();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The state is single use: post it exactly once, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    const code = search.get('code');
    const state = search.get('state');
    const iss = search.get('iss');
    if (search.get('error') || !code || !state) {
      setError(search.get('error_description') ?? SSO_MESSAGES.failed);
      return;
    }
    finishSso({ code, state, ...(iss ? { iss } : {}) })
      .then((tokens) => startSession(tokens, { remember: false }))
      .catch((failure: unknown) =>
        setError(failure instanceof Error ? failure.message : MESSAGES.genericError),
      );
  }, [search, startSession]);

  if (!error) return <FullPageLoader label={t('sso.completing')} />;
  return (
    <StatusScreen
      icon={<ErrorOutlineIcon />}
      title={t('sso.failedTitle')}
      actions={
        <Button component={LinkBehavior} href={paths.login.href()} variant="contained">
          {t('sso.backToLogin')}
        </Button>
      }
    >
      <Typography role="alert">{error}</Typography>
    </StatusScreen>
  );
}

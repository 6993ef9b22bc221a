import LinkOffIcon from '@mui/icons-material/LinkOff';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { MFA_MESSAGES } from '@cyber/domain';
import { Button, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { confirmMfaReset } from '../api/confirm-mfa-reset.ts';

type State =
  | { kind: 'pending' }
  | { kind: 'done' }
  | { kind: 'not-found' }
  | { kind: 'failed'; message: string };

/** The link is single use: one request per token, even when React runs effects twice. */
const inFlight = new Map<string, Promise<unknown>>();

export type ConfirmMfaResetScreenProps = { token: string };

/**
 * /confirmPasswordReset/:resetMFAToken — uses the e-mailed link. Success says MFA is reset and
 * links to login; 404 goes to /login (spec 1 §2); an expired or used link says so.
 */
export function ConfirmMfaResetScreen({ token }: ConfirmMfaResetScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('resetMfa.confirmTitle'));
  const [state, setState] = useState<State>({ kind: 'pending' });
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    let request = inFlight.get(token);
    if (!request) {
      request = confirmMfaReset(token);
      inFlight.set(token, request);
    }
    request.then(
      () => mounted.current && setState({ kind: 'done' }),
      (error: unknown) => {
        if (!mounted.current) return;
        if (isApiError(error) && error.status === 404) setState({ kind: 'not-found' });
        else if (isApiError(error) && error.status === 400) {
          setState({ kind: 'failed', message: MFA_MESSAGES.resetLinkInvalid });
        } else setState({ kind: 'failed', message: MFA_MESSAGES.resetFailed });
      },
    );
    return () => {
      mounted.current = false;
    };
  }, [token]);

  if (state.kind === 'pending') return <FullPageLoader label={t('resetMfa.confirming')} />;
  if (state.kind === 'not-found') return <Navigate to={paths.login.href()} replace />;
  if (state.kind === 'failed') {
    return (
      <StatusScreen
        icon={<LinkOffIcon />}
        title={t('resetMfa.expiredTitle')}
        actions={
          <>
            <Button variant="contained" href={paths.resetMfa.href()}>
              {t('resetMfa.again')}
            </Button>
            <Button href={paths.login.href()}>{t('resetMfa.login')}</Button>
          </>
        }
      >
        <Typography role="alert">{state.message}</Typography>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen
      icon={<VerifiedUserOutlinedIcon />}
      title={t('resetMfa.confirmTitle')}
      actions={
        <Button variant="contained" href={paths.login.href()}>
          {t('resetMfa.login')}
        </Button>
      }
    >
      <Typography>{t('resetMfa.confirmBody')}</Typography>
    </StatusScreen>
  );
}

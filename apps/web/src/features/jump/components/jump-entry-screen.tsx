import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import {
  ACCESS_MESSAGES,
  JUMP_REDIRECT_MS,
  isAccountType,
  postJumpLandingFor,
} from '@cyber/domain';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LinkBehavior } from '../../../components/link-behavior.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { decodeClaims } from '../../../lib/auth/session.ts';
import { enterWithToken } from '../api/enter-with-token.ts';
import { storeTabSession } from '../hooks/tab-session.ts';

type EntryState =
  | { status: 'entering' }
  | { status: 'landing'; to: string }
  | { status: 'failed'; unsupported: boolean };

/**
 * The jump entry /loading/:token (spec 1 §4): exchange the token once, keep the session for this
 * tab, read the account type and, after 0.8 s, go to that type's landing page. 'Jump Failed'
 * when the token is refused or the account type is not one the app knows.
 */
export function JumpEntryScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const accountName = searchParams.get('accountName');
  const [state, setState] = useState<EntryState>({ status: 'entering' });
  const started = useRef(false);

  useEffect(() => {
    // The token is single-use: exchange it exactly once, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    enterWithToken(token)
      .then((tokens) => {
        const claims = decodeClaims(tokens.accessToken);
        if (!claims || !isAccountType(claims.accountType)) {
          setState({ status: 'failed', unsupported: true });
          return;
        }
        storeTabSession(tokens);
        queryClient.clear();
        setState({ status: 'landing', to: postJumpLandingFor(claims.accountType) });
      })
      .catch(() => setState({ status: 'failed', unsupported: false }));
  }, [token, queryClient]);

  useEffect(() => {
    if (state.status !== 'landing') return;
    const timer = window.setTimeout(
      () => void navigate(state.to, { replace: true }),
      JUMP_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  if (state.status === 'failed') {
    return (
      <StatusScreen
        icon={<ErrorOutlineIcon />}
        title={ACCESS_MESSAGES.jumpFailed}
        actions={
          <Button component={LinkBehavior} href={paths.login.href()} variant="contained">
            {t('jump.backToLogin')}
          </Button>
        }
      >
        <Typography>
          {state.unsupported ? t('jump.unsupportedBody') : t('jump.failedBody')}
        </Typography>
      </StatusScreen>
    );
  }

  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '100vh', bgcolor: 'background.default' }}
    >
      <Skeleton variant="rectangular" height={64} />
      <Stack direction="row" sx={{ height: 'calc(100vh - 64px)' }}>
        <Box sx={{ width: 240, p: 2, display: { xs: 'none', md: 'block' } }}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Box>
        <Stack spacing={2} sx={{ flex: 1, p: 4 }}>
          <Typography variant="h5" component="h1">
            {accountName ? t('jump.entering', { account: accountName }) : t('jump.enteringAccount')}
          </Typography>
          <Skeleton variant="text" width="40%" height={32} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={180} sx={{ flex: 1 }} />
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}

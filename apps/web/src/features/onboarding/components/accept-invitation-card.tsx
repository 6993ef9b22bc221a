import { safeRedirectPath, type ValidationTokenInfo } from '@cyber/domain';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';

export type AcceptInvitationCardProps = {
  token: string;
  info: ValidationTokenInfo;
  redirectURL: string | null;
};

/**
 * A signed-in user with an invitation for their existing account (after the landing sent them to
 * sign in): accepting adds the organisation to their account.
 */
export function AcceptInvitationCard({ token, info, redirectURL }: AcceptInvitationCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const organization = info.organizationName ?? '';

  const handleContinue = () =>
    navigate(
      safeRedirectPath(accept.data?.redirectURL ?? redirectURL, window.location.origin) ??
        paths.loading.href(),
      { replace: true },
    );

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('accept.title', { organization })}
      </Typography>
      {accept.isSuccess ? (
        <>
          <Alert severity="success">{t('accept.done', { organization })}</Alert>
          <Button variant="contained" size="large" onClick={() => void handleContinue()}>
            {t('accept.continue')}
          </Button>
        </>
      ) : (
        <>
          <Typography color="text.secondary">{t('accept.body', { organization })}</Typography>
          {accept.isError && (
            <Alert severity="error" role="alert">
              {accept.error.message}
            </Alert>
          )}
          <Button
            variant="contained"
            size="large"
            disabled={accept.isPending}
            onClick={() => accept.mutate(token)}
            startIcon={
              accept.isPending ? <CircularProgress size={18} color="inherit" /> : undefined
            }
          >
            {t('accept.submit')}
          </Button>
        </>
      )}
    </Stack>
  );
}

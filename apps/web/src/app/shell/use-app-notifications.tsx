import { Button } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAppEvent } from '../../lib/events.ts';

/**
 * App-wide reactions to client events: 5xx answers show a snackbar, a server-down signal opens
 * /serverdown, a new version offers a reload.
 */
export function useAppNotifications(): void {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  useAppEvent('api:error:5xx', ({ message }) => {
    enqueueSnackbar(message, { variant: 'error' });
  });

  useAppEvent('server-down', () => {
    if (location.pathname !== paths.serverDown.path) {
      void navigate(paths.serverDown.href(), { replace: true });
    }
  });

  useAppEvent('version-changed', () => {
    enqueueSnackbar(t('common.newVersion'), {
      variant: 'info',
      persist: true,
      action: () => (
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      ),
    });
  });
}

import EngineeringOutlinedIcon from '@mui/icons-material/EngineeringOutlined';
import { MAINTENANCE_RELOAD_MS, MAINTENANCE_STAFF_LOGIN_PARAM, MESSAGES } from '@cyber/domain';
import { Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * Replaces the whole app while maintenance is on; reloads itself every 30 seconds. A discreet
 * staff sign-in link lets provider admins in to turn maintenance off.
 */
export function MaintenanceScreen() {
  const { t } = useTranslation();

  useEffect(() => {
    const timer = window.setInterval(() => window.location.reload(), MAINTENANCE_RELOAD_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <StatusScreen icon={<EngineeringOutlinedIcon />} title={t('maintenance.title')}>
      <Typography>{MESSAGES.maintenance}</Typography>
      <Typography>{MESSAGES.maintenanceCheckBack}</Typography>
      <Typography>
        {/* A full page load, so the flags are read afresh. */}
        <Link component="a" href={paths.loading.href()}>
          {t('common.refresh')}
        </Link>
      </Typography>
      <Typography variant="caption">
        {/* Provider admins sign in here to turn maintenance off (docs/decisions/008). */}
        <Link
          component="a"
          href={`${paths.login.href()}?${MAINTENANCE_STAFF_LOGIN_PARAM}=1`}
          color="text.secondary"
        >
          {t('banners.staffSignIn')}
        </Link>
      </Typography>
    </StatusScreen>
  );
}

import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { MESSAGES } from '@cyber/domain';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';
import { StatusScreen } from './status-screen.tsx';

/** The user's profile could not be loaded (spec 1 §8): say so and offer to log out. */
export function ProfileLoadFailed() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<ReportProblemOutlinedIcon />}
      title={t('loading.failedTitle')}
      actions={
        <Button variant="contained" href={paths.logout.href()}>
          {t('header.logout')}
        </Button>
      }
    >
      <span>{MESSAGES.profileLoadFailed}</span>
    </StatusScreen>
  );
}

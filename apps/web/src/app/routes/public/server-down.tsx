import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { MESSAGES } from '@cyber/domain';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { SupportContact } from '../../../components/support-contact.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function ServerDownRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('serverDown.title'));
  return (
    <StatusScreen
      icon={<CloudOffOutlinedIcon />}
      title={t('serverDown.title')}
      actions={
        <Button variant="contained" href={paths.loading.href()}>
          {t('serverDown.retry')}
        </Button>
      }
    >
      <span>{MESSAGES.serverTrouble}</span>
      <SupportContact />
    </StatusScreen>
  );
}

export { ServerDownRoute as Component };

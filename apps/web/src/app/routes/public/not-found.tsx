import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <StatusScreen
      icon={<SearchOffIcon />}
      title={t('notFound.title')}
      actions={
        <Button variant="contained" href={paths.root.href()}>
          {t('notFound.home')}
        </Button>
      }
    >
      <span>{t('notFound.body')}</span>
    </StatusScreen>
  );
}

export { NotFoundRoute as Component };

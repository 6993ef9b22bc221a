import BrowserNotSupportedOutlinedIcon from '@mui/icons-material/BrowserNotSupportedOutlined';
import { MESSAGES } from '@cyber/domain';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { SupportContact } from '../../../components/support-contact.tsx';
import { appConfig } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function UnsupportedRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('unsupported.title'));
  const loginUrl = `${window.location.origin}${paths.login.href()}`;

  return (
    <StatusScreen icon={<BrowserNotSupportedOutlinedIcon />} title={MESSAGES.unsupportedBrowser}>
      <Typography>{t('unsupported.recommended')}</Typography>
      <Box>
        <Button
          variant="contained"
          href={appConfig.recommendedBrowserUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('unsupported.getBrowser')}
        </Button>
      </Box>
      <Typography>{t('unsupported.loginUrl')}</Typography>
      <Paper variant="outlined" sx={{ px: 2, py: 1, bgcolor: 'background.default' }}>
        <Stack spacing={0.5} alignItems="center">
          <Typography
            component="code"
            data-testid="login-url"
            sx={{
              fontFamily: 'monospace',
              color: 'text.primary',
              minWidth: 0,
              overflowWrap: 'anywhere',
            }}
          >
            {loginUrl}
          </Typography>
          <CopyButton size="small" text={loginUrl} label={t('unsupported.copyUrl')} />
        </Stack>
      </Paper>
      <SupportContact />
    </StatusScreen>
  );
}

export { UnsupportedRoute as Component };

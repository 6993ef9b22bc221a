import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';

/** An unknown path inside the shell: keep the navigation, say so, offer the dashboard. */
export function SectionNotFoundRoute() {
  const { t } = useTranslation();
  const { persona } = useCurrentUser();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 } }}>
      <Stack spacing={2} alignItems="flex-start">
        <SearchOffIcon color="primary" fontSize="large" />
        <Typography variant="h3" component="h1">
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary">{t('notFound.body')}</Typography>
        <Button variant="contained" href={paths.persona.dashboard(persona)}>
          {t('nav.dashboard')}
        </Button>
      </Stack>
    </Paper>
  );
}

export { SectionNotFoundRoute as Component };

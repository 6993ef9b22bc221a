import { MAX_SNACKBARS } from '@cyber/domain';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { i18n } from '../lib/i18n.ts';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { useUiSettings } from '../lib/ui-settings.ts';
import { createAppTheme } from './theme.ts';

export type AppProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
};

/** Everything a screen may rely on: translations, the query cache, the theme, snackbars. */
export function AppProviders({ children, queryClient = appQueryClient }: AppProvidersProps) {
  const { theme: mode, layout } = useUiSettings();
  const theme = useMemo(() => createAppTheme({ theme: mode, layout }), [mode, layout]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider
            maxSnack={MAX_SNACKBARS}
            preventDuplicate
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          >
            <ErrorBoundary>{children}</ErrorBoundary>
          </SnackbarProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

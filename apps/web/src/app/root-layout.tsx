import { Outlet, redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths.ts';
import { isUnsupportedBrowser } from '../lib/browser.ts';
import { MaintenanceScreen } from './routes/public/maintenance.tsx';
import { useMaintenanceMode } from './shell/maintenance.ts';
import { useAppNotifications } from './shell/use-app-notifications.tsx';
import { useConsoleVersionPoll } from './shell/use-console-version-poll.ts';

/** Internet Explorer goes to the unsupported-browser page whatever it asked for. */
export function rootLoader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  if (pathname !== paths.unsupported.path && isUnsupportedBrowser(navigator.userAgent)) {
    throw redirect(paths.unsupported.href());
  }
  return null;
}

/** Wraps every route: global signals, and the maintenance page in place of the app. */
export function RootLayout() {
  useAppNotifications();
  useConsoleVersionPoll();
  const maintenance = useMaintenanceMode();
  return maintenance ? <MaintenanceScreen /> : <Outlet />;
}

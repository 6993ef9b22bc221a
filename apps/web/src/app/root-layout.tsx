import { incidentOf } from '@cyber/domain';
import { Outlet, redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths.ts';
import { useFlagPayloads, useFlags } from '../features/auth/api/get-flags.ts';
import { CookieBanner } from '../features/banners/components/cookie-banner.tsx';
import { TopBanners } from '../features/banners/components/top-banners.tsx';
import { isUnsupportedBrowser } from '../lib/browser.ts';
import { MaintenanceScreen } from './routes/public/maintenance.tsx';
import { useMaintenance } from './shell/maintenance.ts';
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

/**
 * Wraps every route: global signals, the maintenance page in place of the app, and the banners
 * of every page (incident and maintenance notices on top, cookie consent below).
 */
export function RootLayout() {
  useAppNotifications();
  useConsoleVersionPoll();
  const maintenance = useMaintenance();
  const { data: flags } = useFlags();
  const { data: payloads } = useFlagPayloads();
  return (
    <>
      <TopBanners
        incident={incidentOf(flags, payloads)}
        maintenanceBypassed={maintenance.bypassed}
        flagsHref={maintenance.admin ? paths.persona.flags('admin') : null}
      />
      {maintenance.on && !maintenance.bypassed ? <MaintenanceScreen /> : <Outlet />}
      <CookieBanner />
    </>
  );
}

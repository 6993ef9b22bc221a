import {
  MAINTENANCE_BYPASS_PERMISSION,
  MAINTENANCE_STAFF_LOGIN_PARAM,
  isMaintenanceOn as isMaintenanceOnFor,
  regionForLanguage,
  type Region,
} from '@cyber/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useFlags, type Flags } from '../../features/auth/api/get-flags.ts';
import { useMe } from '../../features/auth/api/get-me.ts';
import { useSessionClaims } from '../../lib/auth/session.ts';

/**
 * Maintenance replaces the app when the general flag is on, or the region's own flag is
 * (spec 1 §4). The rule itself lives in the domain package.
 */
export const isMaintenanceOn = (flags: Flags | undefined, region: Region): boolean =>
  isMaintenanceOnFor(flags, region);

export type MaintenanceState = {
  /** The flags say the platform is down for this visitor's region. */
  on: boolean;
  /** …but this visitor keeps the app: a provider admin, or staff signing in to turn it off. */
  bypassed: boolean;
  /** The visitor is signed in and may manage flags. */
  admin: boolean;
};

/**
 * Whether maintenance applies here. The region is the signed-in user's account region, or the
 * browser language's before sign-in. Those who can turn maintenance off (`flag:manage`) keep the
 * app, and `/login?staff=1` stays open so they can sign in; everyone else sees the maintenance
 * page, which a platform that locks out its own admins could never leave.
 */
export function useMaintenance(): MaintenanceState {
  const { data: flags } = useFlags();
  const { i18n } = useTranslation();
  const location = useLocation();
  const claims = useSessionClaims();
  const me = useMe({ enabled: claims !== null });
  const region = (claims && me.data?.account.region) || regionForLanguage(i18n.language);
  const on = isMaintenanceOn(flags, region);
  const isAdmin = claims?.scopes.includes(MAINTENANCE_BYPASS_PERMISSION) ?? false;
  const staffLogin =
    location.pathname === paths.login.path &&
    new URLSearchParams(location.search).has(MAINTENANCE_STAFF_LOGIN_PARAM);
  return { on, bypassed: on && (isAdmin || staffLogin), admin: isAdmin };
}

/** True when the maintenance page replaces the app for this visitor. */
export function useMaintenanceMode(): boolean {
  const { on, bypassed } = useMaintenance();
  return on && !bypassed;
}

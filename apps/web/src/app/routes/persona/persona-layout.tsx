import { isGhosting, languageForRegion } from '@cyber/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { ProfileLoadFailed } from '../../../components/profile-load-failed.tsx';
import { paths } from '../../../config/paths.ts';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { MfaNotEnabledModal } from '../../../features/mfa/components/mfa-not-enabled-modal.tsx';
import { usePermissions } from '../../../features/auth/api/get-permissions-map.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { saveRedirect, useSessionClaims } from '../../../lib/auth/session.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { setUiSettingsScope } from '../../../lib/ui-settings.ts';
import type { PersonaLoaderData } from '../../loaders.ts';
import { AppShell } from '../../shell/app-shell.tsx';
import { CurrentUserProvider, type CurrentUser } from '../../../lib/auth/current-user.tsx';
import { useTokenRefresh } from '../../shell/use-token-refresh.ts';

/**
 * The authenticated shell at `/:persona` (spec 1 §2, §4). It waits for the user and for the
 * language of their region before showing anything, keeps the token fresh, and sends the
 * visitor back to sign-in the moment the session ends.
 */
export function PersonaLayout() {
  const { persona } = useLoaderData<PersonaLoaderData>();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const claims = useSessionClaims();
  const me = useMe({ enabled: claims !== null });
  const permissionsMap = usePermissions();
  useTokenRefresh(claims);

  const region = me.data?.account.region;
  const language = region ? languageForRegion(region) : null;
  const languageReady = language !== null && i18n.language === language;

  useEffect(() => {
    if (language && i18n.language !== language) void changeLanguage(language);
  }, [language, i18n.language]);

  const userId = me.data?.id;
  useEffect(() => {
    if (userId) setUiSettingsScope(userId);
  }, [userId]);

  // The session ended while here (signed out elsewhere, refresh refused): back to sign-in.
  useEffect(() => {
    if (claims !== null) return;
    saveRedirect(`${location.pathname}${location.search}${location.hash}`);
    void navigate(paths.login.href(), { replace: true });
  }, [claims, location, navigate]);

  const value = useMemo<CurrentUser | null>(() => {
    if (!me.data || !claims) return null;
    return {
      me: me.data,
      persona,
      claims,
      permissions: permissionsMap.data ?? me.data.permissions,
      ghosting: isGhosting(claims),
    };
  }, [me.data, claims, persona, permissionsMap.data]);

  if (me.isError && !(isApiError(me.error) && me.error.status === 401)) {
    return <ProfileLoadFailed />;
  }

  if (!value || !languageReady) return <FullPageLoader label={t('common.loading')} />;

  return (
    <CurrentUserProvider value={value}>
      <AppShell>
        <Outlet />
      </AppShell>
      <MfaNotEnabledModal me={value.me} persona={value.persona} ghosting={value.ghosting} />
    </CurrentUserProvider>
  );
}

export { PersonaLayout as Component };

import { dashboardPathFor } from '@cyber/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { ProfileLoadFailed } from '../../../components/profile-load-failed.tsx';
import { paths } from '../../../config/paths.ts';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { takeRedirect, useSessionClaims } from '../../../lib/auth/session.ts';
import { changeLanguageForRegion } from '../../../lib/i18n.ts';

/**
 * The entry point after sign-in (spec 1 §2): load the user, switch to their region's language,
 * then continue to the saved redirect or the persona's dashboard.
 */
export function LoadingRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const claims = useSessionClaims();
  const me = useMe({ enabled: claims !== null });
  const done = useRef(false);

  useEffect(() => {
    if (!me.data || done.current) return;
    done.current = true;
    const user = me.data;
    void changeLanguageForRegion(user.account.region).then(() =>
      navigate(takeRedirect() ?? dashboardPathFor(user.account.accountType), { replace: true }),
    );
  }, [me.data, navigate]);

  if (claims === null) return <Navigate to={paths.login.href()} replace />;

  if (me.isError && !(isApiError(me.error) && me.error.status === 401)) {
    return <ProfileLoadFailed />;
  }

  return <FullPageLoader label={t('loading.title')} />;
}

export { LoadingRoute as Component };

import { matchPermissions, type ServicingActor } from '@cyber/domain';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';

/**
 * Who the caller services policies as (decision 046): provider staff acting as the provider with
 * policy:manage, an agency's user with quote:manage; anyone else (a policyholder, a carrier,
 * staff without the right) reads the transactions only. The same rule lets them issue a binder.
 */
export function useServicingActor(provider: boolean): ServicingActor | null {
  const { permissions, claims } = useCurrentUser();
  if (provider) return matchPermissions(permissions, 'policy:manage') ? 'PROVIDER' : null;
  return claims.accountType === 'AGENCY' && matchPermissions(permissions, 'quote:manage')
    ? 'AGENCY'
    : null;
}

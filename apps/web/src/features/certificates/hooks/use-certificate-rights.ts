import {
  isCertifiable,
  mayEditAdditionalInsureds,
  mayRequestCertificates,
  type Policy,
} from '@cyber/domain';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';

/**
 * What the caller may do with a policy's certificates, by the domain's rules (the server's): edit
 * its additional insureds (provider staff, the agency) and ask for a certificate (provider staff,
 * the agency, the policyholder), both only while the policy is in cover.
 */
export function useCertificateRights(policy: Pick<Policy, 'status'>) {
  const { claims, permissions } = useCurrentUser();
  const inCover = isCertifiable(policy.status);
  return {
    canEdit: inCover && mayEditAdditionalInsureds(claims, permissions),
    canRequest: inCover && mayRequestCertificates(claims),
  };
}

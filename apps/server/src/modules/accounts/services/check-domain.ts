import {
  ACCOUNT_MESSAGES,
  domainIssue,
  isPlausibleDomain,
  normaliseDomain,
  type DomainCheckResult,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { isBlacklistedDomain } from '../../reference/index.ts';
import type { ServiceDeps } from '../../../context/index.ts';

/**
 * The domain check of the domain field (spec 2 §5). A bad entry is a 400 with the field's
 * message; a well-formed domain is answered valid or not. There is no DNS here: "valid" means a
 * registrable name under a real-looking suffix, not a reserved name, and not blacklisted.
 */
export async function checkDomain(deps: ServiceDeps, raw: string): Promise<DomainCheckResult> {
  const issue = domainIssue(raw);
  if (issue) throw new AppError('BAD_REQUEST', issue);
  const domain = normaliseDomain(raw);
  const valid = isPlausibleDomain(domain) && !(await isBlacklistedDomain(deps.db, domain));
  return {
    domain,
    valid,
    message: valid ? ACCOUNT_MESSAGES.domainFound : ACCOUNT_MESSAGES.domainRejected,
  };
}

import type { AdditionalInsuredList } from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import type { CertificatesDeps } from '../certificates.context.ts';
import * as repo from '../certificates.repository.ts';
import { toAdditionalInsured } from './additional-insured-view.ts';
import { readablePolicy } from './certificate-access.ts';

/**
 * A policy's additional insureds, in the order they were added, for whoever reads the policy
 * (404 otherwise), in any status: a binder has none, an ended policy keeps its list.
 */
export async function listAdditionalInsureds(
  deps: Pick<CertificatesDeps, 'db'>,
  caller: Caller,
  policyId: string,
): Promise<AdditionalInsuredList> {
  const policy = await readablePolicy(deps.db, caller, policyId);
  const rows = await repo.additionalInsuredsOf(deps.db, policy.id);
  return { additionalInsureds: rows.map(toAdditionalInsured) };
}

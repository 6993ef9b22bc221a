import type { z } from 'zod';
import {
  CERTIFICATE_MESSAGES,
  certificateRegion,
  isCertifiable,
  mayEditAdditionalInsureds,
  mayRequestCertificates,
  MESSAGES,
  type Policy,
  type Region,
} from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import type { Caller } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requirePolicy } from '../../policies/index.ts';

/**
 * Who edits a policy's additional insureds (`mayEditAdditionalInsureds`): provider staff acting
 * as the provider with policy:manage, or an agency's user with quote:manage (the policy's
 * visibility makes any other agency's a 404). Anyone else a 403.
 */
export function requireEditor(caller: Pick<Caller, 'claims'>): void {
  if (!mayEditAdditionalInsureds(caller.claims, caller.claims.scopes)) {
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  }
}

/**
 * Who asks for a certificate of insurance (`mayRequestCertificates`): provider staff, the agency,
 * the policyholder; those who read the policy for another reason (carriers, reinsurers, clusters,
 * aggregators, MSSPs) a 403.
 */
export function requireRequester(caller: Pick<Caller, 'claims'>): void {
  if (!mayRequestCertificates(caller.claims)) {
    throw new AppError('FORBIDDEN', CERTIFICATE_MESSAGES.notARequester);
  }
}

/** The policy the caller may see (404 otherwise), whatever its status: the reads. */
export const readablePolicy = (db: Database | Tx, caller: Caller, policyId: string) =>
  requirePolicy(db, caller, policyId);

/**
 * The policy the caller may see (404 otherwise) in a status that has certificates and whose
 * additional insureds may change (`isCertifiable`: issued, cover not ended); else a 409.
 */
export async function certifiablePolicy(
  db: Database | Tx,
  caller: Caller,
  policyId: string,
): Promise<Policy> {
  const policy = await requirePolicy(db, caller, policyId);
  if (!isCertifiable(policy.status)) {
    throw new AppError('CONFLICT', CERTIFICATE_MESSAGES.notCertifiable);
  }
  return policy;
}

/**
 * `body` held to the address rules of the policy's region (`certificateRegion`: a US state and
 * ZIP code, or a UK county and postcode), once the policy is known: the parsed value, or a 400
 * naming each field as the routes' own validation does (`field: message`, the first as the
 * message), so a US policy's refusals read as they always have.
 */
export function withPolicyRules<T>(
  schemaFor: (region: Region) => z.ZodType<T, unknown>,
  policy: Pick<Policy, 'product' | 'currency'>,
  body: unknown,
): T {
  const result = schemaFor(certificateRegion(policy)).safeParse(body);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  throw new AppError('BAD_REQUEST', errors[0]!, { errors });
}

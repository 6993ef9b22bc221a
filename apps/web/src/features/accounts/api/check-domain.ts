import { DomainCheckResultSchema, type DomainCheckResult } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/account/v1/domain/check: "Valid domain found!" or "Invalid Domain! …". */
export async function checkDomain(domain: string): Promise<DomainCheckResult> {
  return DomainCheckResultSchema.parse(
    await apiClient.post<unknown>('/api/account/v1/domain/check', { domain }),
  );
}

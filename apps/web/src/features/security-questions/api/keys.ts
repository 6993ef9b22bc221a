/** Query keys of the security questionnaires of an account; saves invalidate through them. */
export const securityQueryKey = (accountId: string) =>
  ['accounts', 'detail', accountId, 'security'] as const;
export const securityQuestionsKey = (accountId: string) =>
  [...securityQueryKey(accountId), 'questions'] as const;
export const cyberFormKey = (accountId: string) =>
  [...securityQueryKey(accountId), 'cyber-form'] as const;
export const techEoFormKey = (accountId: string) =>
  [...securityQueryKey(accountId), 'tech-eo-form'] as const;
export const socialEngineeringKey = (accountId: string) =>
  [...securityQueryKey(accountId), 'social-engineering'] as const;

export const accountPath = (accountId: string, rest: string) =>
  `/api/account/v1/accounts/${encodeURIComponent(accountId)}/${rest}`;
export const securityReadingsKey = (accountId: string) =>
  [...securityQueryKey(accountId), 'readings'] as const;

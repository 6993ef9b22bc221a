/** Query keys of the agencies feature; mutations invalidate through them. */
export const agenciesQueryKey = ['agencies'] as const;
export const agencyQueryKey = (agencyId: string) => ['agencies', 'detail', agencyId] as const;
export const agencyLevelsQueryKey = ['agencies', 'levels'] as const;
export const agencyProgramsQueryKey = (agencyId: string) =>
  ['agencies', 'programs', agencyId] as const;
export const accountAgenciesQueryKey = (accountId: string) =>
  ['accounts', 'detail', accountId, 'agencies'] as const;
export const agencyAgreementQueryKey = (agencyId: string) =>
  ['agencies', 'agreement', agencyId] as const;
export const agencyAccountsQueryKey = (agencyId: string) =>
  ['agencies', 'accounts', agencyId] as const;
export const agencyAgentsQueryKey = (agencyId: string) => ['agencies', 'agents', agencyId] as const;
export const agencyTeamsQueryKey = (agencyId: string) => ['agencies', 'teams', agencyId] as const;

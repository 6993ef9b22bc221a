export { getMe, getMeQueryOptions, meQueryKey, useMe } from './api/get-me.ts';
export { flagsQueryKey, getFlagsQueryOptions, useFlags } from './api/get-flags.ts';

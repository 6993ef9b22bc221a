export { authQueryKey, flagsQueryKey, meQueryKey } from './api/keys.ts';
export { getMe, getMeQueryOptions, useMe } from './api/get-me.ts';
export { getFlagsQueryOptions, useFlags } from './api/get-flags.ts';

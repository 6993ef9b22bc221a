export { authQueryKey, flagsQueryKey, meQueryKey } from './api/keys.ts';
export { getMe, getMeQueryOptions, useMe } from './api/get-me.ts';
export { getFlagsQueryOptions, useFlags } from './api/get-flags.ts';
/** Provider staff's single sign-on settings of an organisation (decision 061). */
export { SsoSettingsCard, type SsoSettingsCardProps } from './components/sso-settings-card.tsx';

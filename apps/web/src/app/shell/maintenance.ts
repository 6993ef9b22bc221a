import { regionForLanguage, type Region } from '@cyber/domain';
import { useTranslation } from 'react-i18next';
import { isFlagOn, useFlags, type Flags } from '../../features/auth/api/get-flags.ts';

/**
 * Maintenance replaces the app when the general flag is on, or the region's own flag is
 * (spec 1 §4).
 */
export const isMaintenanceOn = (flags: Flags | undefined, region: Region): boolean =>
  isFlagOn(flags, 'maintenance-mode') ||
  (region === 'US' && isFlagOn(flags, 'maintenance-mode-us')) ||
  (region === 'UK' && isFlagOn(flags, 'maintenance-mode-uk'));

export function useMaintenanceMode(): boolean {
  const { data: flags } = useFlags();
  const { i18n } = useTranslation();
  return isMaintenanceOn(flags, regionForLanguage(i18n.language));
}

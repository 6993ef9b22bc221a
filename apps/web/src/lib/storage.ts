import { UI_SETTINGS_KEY, reloadUiSettings } from './ui-settings.ts';

/**
 * Sign-out wipes the browser's storage (spec 1 §2 logout) except the one preference key: the
 * persisted interface settings.
 */
export function clearStorageKeepingPreferences(): void {
  const kept = localStorage.getItem(UI_SETTINGS_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (kept !== null) localStorage.setItem(UI_SETTINGS_KEY, kept);
  reloadUiSettings();
}

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetConsoleVersion } from '../src/lib/api-client.ts';
import { i18n } from '../src/lib/i18n.ts';
import { reloadUiSettings } from '../src/lib/ui-settings.ts';

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  resetConsoleVersion();
  reloadUiSettings();
  await i18n.changeLanguage('en-US');
});

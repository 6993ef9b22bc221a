import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetConsoleVersion } from '../src/lib/api-client.ts';
import { i18n, loadWorkspaceStrings } from '../src/lib/i18n.ts';
import { reloadUiSettings } from '../src/lib/ui-settings.ts';

// Screens are rendered here without the persona routes that load the workspace's strings.
await loadWorkspaceStrings();

// findBy… and waitFor wait on state, never on time: on a busy two-core machine a whole screen's
// first data can take several seconds to arrive, so the wait may last up to 10 s (a passing
// test returns as soon as its state appears; only a broken one waits the whole time).
configure({ asyncUtilTimeout: 10_000 });

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

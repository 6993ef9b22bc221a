import { defineConfig, devices } from '@playwright/test';

/** E2E_PORT lets several runs share a machine; each gets its own data directory too. */
const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Journeys against the real server, which serves the built app (`npm run build` first).
 * Run from the repository root: `npx playwright test -c apps/web/playwright.config.ts`.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One browser at a time: on two cores, one Chromium and the server already fill the machine;
  // two workers made every step slower and pushed journeys past their timeouts by chance.
  workers: 1,
  retries: 0,
  // a ceiling, not a wait: long journeys ran 32–33 s on a busy 2-core machine
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The 20 slowest journey files, printed after every run.
  reportSlowTests: { max: 20, threshold: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}`,
    // The cookie question is answered up front so its card never covers what a journey clicks;
    // the cookie-banner journey starts from an empty browser instead.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${PORT}`,
          localStorage: [
            { name: 'cookies_enabled', value: 'false' },
            { name: 'cookies_last_consented', value: '2026-01-01T00:00:00.000Z' },
          ],
        },
      ],
    },
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // Composite in software, without a GPU process rendering through SwiftShader: what is
        // left of GPU work runs inside the browser process.
        '--disable-gpu-compositing',
        '--disable-software-rasterizer',
        '--in-process-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'bash apps/web/e2e/serve.sh',
    cwd: '../..',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // The single sign-on journey's identity provider runs on http://127.0.0.1 (decision 061).
    env: { SSO_ALLOW_INSECURE_ISSUER: 'true' },
  },
});

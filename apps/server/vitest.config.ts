import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['test/global-setup.ts'],
    // Each worker imports the server once instead of once per file (import was most of the
    // run's time). Files stay independent: each builds its own app on its own fresh database,
    // no server test mocks a module, and stubbed globals are restored after each test.
    isolate: false,
  },
});

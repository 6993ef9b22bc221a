import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Each worker loads React, MUI and the app once instead of once per file (import was most of
    // the web run's time). Files stay independent: test/setup.ts resets the DOM, timers, mocks,
    // stubbed globals, storage, the UI settings and the language after every test, and no web
    // test mocks a module.
    isolate: false,
    // A guard against a hung test, sized for a busy two-core machine (the slowest test takes about
    // 10 s when the suite runs alone, and twice that beside other work); the slowest tests are
    // printed after every run so they are split or made faster long before they reach it.
    testTimeout: 45_000,
  },
});

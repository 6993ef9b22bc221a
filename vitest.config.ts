import { defineConfig } from 'vitest/config';

// One runner, three projects: domain (pure), server (inject against a real database), web (jsdom).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});

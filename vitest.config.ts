import { defineConfig } from 'vitest/config';

// One runner, three projects: domain (pure), server (inject against a real database), web (jsdom).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default leaves one core idle; the suite is CPU-bound, so use both of a 2-core box.
    maxWorkers: 2,
  },
});

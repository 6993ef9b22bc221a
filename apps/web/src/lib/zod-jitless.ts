import { config } from 'zod';

/*
 * The Content-Security-Policy allows no `eval`, so zod's compiled fast path can never run here.
 * Saying so before the first schema is built stops zod from probing for it, a probe the browser
 * reports as a CSP violation on every page (DevTools' Issues, Lighthouse's best practices).
 * main.tsx imports this first, and the build puts it in the same file as zod (vite.config.ts),
 * so it runs before any module that builds a schema.
 */
config({ jitless: true });

/*
 * The Content-Security-Policy allows no `eval`, so zod's compiled fast path can never run here.
 * Saying so before the first schema is built stops zod from probing for it, a probe the browser
 * reports as a CSP violation on every page (DevTools' Issues, Lighthouse's best practices).
 *
 * main.tsx imports this first. It sets the option where zod keeps its settings, a global object
 * zod creates only when none is there (so copies of zod share it), rather than through
 * `config()`: importing zod here would put its core on the first download of every page, which
 * builds no schema (zod loads with the screens and the forms that use it). A test checks that
 * zod takes the setting (test/zod-jitless.test.ts).
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
((globalThis as ZodGlobal).__zod_globalConfig ??= {}).jitless = true;

export {};

import { PLATFORM_NAME, type Region } from '@cyber/domain';

/**
 * Build-time configuration. Every value has a default so a plain `vite build` works; override with
 * `VITE_*` variables where a deployment needs different contacts or links.
 */
const read = (value: string | undefined, fallback: string) =>
  value && value.trim() ? value.trim() : fallback;

export type SupportContact = { email: string; phone: string };

export const appConfig = {
  appName: read(import.meta.env.VITE_APP_NAME, PLATFORM_NAME),
  /** Empty in production: the server serves the app and the API on one origin. */
  apiBaseUrl: read(import.meta.env.VITE_API_BASE_URL, ''),
  recommendedBrowserUrl: read(
    import.meta.env.VITE_RECOMMENDED_BROWSER_URL,
    'https://www.google.com/chrome/',
  ),
  learnMoreUrl: {
    US: read(import.meta.env.VITE_LEARN_MORE_URL_US, 'https://www.example.com/cyber-insurance'),
    UK: read(import.meta.env.VITE_LEARN_MORE_URL_UK, 'https://www.example.co.uk/cyber-insurance'),
  } satisfies Record<Region, string>,
  support: {
    US: {
      email: read(import.meta.env.VITE_SUPPORT_EMAIL_US, 'support@example.com'),
      phone: read(import.meta.env.VITE_SUPPORT_PHONE_US, '(800) 555-0100'),
    },
    UK: {
      email: read(import.meta.env.VITE_SUPPORT_EMAIL_UK, 'support@example.co.uk'),
      phone: read(import.meta.env.VITE_SUPPORT_PHONE_UK, '+44 20 7946 0000'),
    },
  } satisfies Record<Region, SupportContact>,
} as const;

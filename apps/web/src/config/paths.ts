import type { Persona } from '@cyber/domain';

/** Every route of the app in one typed map: build links from here, never from string literals. */
export const paths = {
  root: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  loginExisting: { path: '/login-existing', href: () => '/login-existing' },
  logout: { path: '/logout', href: () => '/logout' },
  loading: { path: '/loading', href: () => '/loading' },
  passwordExpired: { path: '/password-expired', href: () => '/password-expired' },
  serverDown: { path: '/serverdown', href: () => '/serverdown' },
  unsupported: { path: '/unsupported', href: () => '/unsupported' },
  // Screens of later features: linked from sign-in already.
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resendValidation: { path: '/resend-validation', href: () => '/resend-validation' },
  resetMfa: { path: '/reset-mfa', href: () => '/reset-mfa' },
  signup: { path: '/signup', href: () => '/signup' },
  persona: {
    base: (persona: Persona) => `/${persona}`,
    dashboard: (persona: Persona) => `/${persona}/dashboard`,
    profile: (persona: Persona) => `/${persona}/manage/me`,
  },
  vendorClaims: { path: '/vendor/claims', href: () => '/vendor/claims' },
} as const;

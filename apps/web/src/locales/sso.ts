/**
 * Strings of single sign-on (decision 061) on public pages: the sign-in page's button and form,
 * and the callback page. Provider staff's settings card is a workspace area (sso-settings.ts).
 */
export const enUS = {
  sso: {
    signIn: 'Sign in with single sign-on',
    or: 'or',
    title: 'Single sign-on',
    intro: 'Enter your work email. We will send you to your organization’s sign-in page.',
    email: 'Work email',
    continue: 'Continue',
    cancel: 'Cancel',
    completing: 'Completing your sign-in…',
    failedTitle: 'Single sign-on failed',
    backToLogin: 'Back to sign in',
  },
};

export const enGB = {
  ...enUS,
  sso: {
    ...enUS.sso,
    intro: 'Enter your work email. We will send you to your organisation’s sign-in page.',
  },
};

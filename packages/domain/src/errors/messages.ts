/**
 * The message catalogue of spec 1 §8, verbatim (typos included). Server and client both use it.
 */
export const MESSAGES = {
  serverTrouble: 'Our servers seem to be having trouble. Please try again later.',
  genericError: 'An error has occurred. Please try again later.',
  requestIssue: 'An issue occurred with this request',
  authServerDown: 'Oops!! Something is Wrong with our Server. Please Try Again after Few Minutes!',
  requestCancelled: 'Request Cancelled',
  // Server-side input rules (wording ours).
  nulCharacter: 'Text cannot contain a NUL character.',
  loneSurrogate: 'Text must be valid Unicode.',
  nestingTooDeep: 'The request body nests its values too deeply.',
  dateOutOfRange: 'Enter a date from 0001-01-02 to 9999-12-30.',
  addressTooLong: 'The address of this request is too long.',
  addressInvalid: 'The address of this request is not valid.',
  queryTimeout: 'This took too long to answer. Narrow the search or try again.',
  concurrentChange: 'Someone else made the same change at the same time. Reload and try again.',
  invalidCredentials: 'Invalid credentials. Please try again.',
  serviceDown: 'Service Down or Under Maintenance',
  sessionExpired:
    'Your current session has expired. Please log back into the platform to refresh your session.',
  profileLoadFailed:
    "An error occurred and we couldn't recover, try logging out and back in. If the issue continues contact support.",
  loggedOut: "You've been successfully logged out.",
  passwordExpired: 'Your password has expired',
  jumpFailed: 'Jump Failed',
  maintenance:
    'Apologies for the interruption, we are down for scheduled maintenance. Please check back soon.',
  maintenanceCheckBack: 'Please check back within 30 minutes.',
  unsupportedBrowser: 'Please upgrade your browser for a full platform experience!',
  unexpectedErrorTitle: 'An unexpected error occurred.',
  unexpectedErrorBody:
    'Sorry about that. Please try refreshing and contact us if the problem persists.',
  // Server-side messages of the sign-in slice (the spec leaves their wording to us).
  unvalidatedUser:
    'Your email address has not been validated yet. Please check your inbox for the validation email.',
  accountDisabled: 'Your account has been disabled. Please contact your administrator.',
  organisationDisabled: 'Your organisation has been disabled. Please contact support.',
  mfaRequired: 'Please enter the 6-digit code from your authenticator.',
  invalidMfaCode: 'The code you entered is not valid. Please try again.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  notSignedIn: 'You are not signed in.',
  invalidRefreshToken: 'Your session is no longer valid. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  rateLimited: 'Too many requests. Please slow down and try again shortly.',
} as const;
export type MessageKey = keyof typeof MESSAGES;

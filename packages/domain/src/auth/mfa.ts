/** Multi-factor types (spec 1 §3). GOOGLE means an authenticator app (TOTP). */
export const MFA_TYPES = ['EMAIL', 'GOOGLE', 'NONE', 'SMS'] as const;
export type MfaType = (typeof MFA_TYPES)[number];
export const MFA_CODE_LENGTH = 6;
/** One-time workflow codes expire after five minutes. */
export const ONE_TIME_CODE_TTL_SECONDS = 5 * 60;

/**
 * Multi-factor settings, the second factor at sign-in, MFA reset and the profile (spec 1 §3, §5,
 * §7, §8). Spec messages are verbatim (typos included); the others are ours.
 */
export const MFA_MESSAGES = {
  // spec 1 §8 — MFA reset
  resetInvalidCredentials:
    'Invalid login credentials. Please reset your password first, if necessary.',
  resetFailed: 'Cannot reset password at this time. Please try again later.',
  // spec 1 §2 — the blocking modal
  notEnabledTitle: 'Multi-Factor Authentication Not Enabled',
  setUpMfa: 'Set Up MFA',
  // ours
  codeSentEmail: 'We sent a 6-digit code to your email address.',
  codeSentSms: 'We sent a 6-digit code to your phone.',
  codeInvalid: 'The code you entered is not valid. Please try again.',
  codeExpired: 'The code has expired. Please request a new one.',
  codeUsed: 'This code has already been used. Please request a new one.',
  codeTooManyAttempts: 'Too many wrong codes. Please request a new code.',
  resendTooSoon: 'Please wait 30 seconds before requesting another code.',
  resendTooMany: 'Too many codes requested. Please wait 15 minutes and try again.',
  noPhoneForSms:
    'There is no phone number for text-message codes on your profile. Use Reset MFA to sign in another way.',
  enrolmentMissing: 'There is no set-up in progress, or it has expired. Please start again.',
  totpCodesRequired: 'Enter two consecutive codes from your authenticator app.',
  totpCodesInvalid:
    'Those codes do not match. Enter two consecutive codes from your authenticator app.',
  phoneInvalid: 'Please enter a valid US (+1) or UK (+44) phone number.',
  phoneRequired: 'A phone number is required for text-message codes.',
  passwordWrong: 'The password is not correct.',
  passwordRequired: 'Password is required',
  enforced: 'Your organization requires multi-factor authentication, so it cannot be turned off.',
  notEnabled: 'Multi-factor authentication is not enabled on this account.',
  alreadyNone: 'Multi-factor authentication is already off.',
  resetSent: 'We sent you an email with a link to reset multi-factor authentication.',
  resetDone: 'Multi-factor authentication has been reset. You can now sign in with your password.',
  resetLinkInvalid: 'This link has expired or has already been used. Please request a new one.',
  resetLinkUnknown: 'This link is not valid.',
  enabled: 'Multi-factor authentication is now on.',
  disabled: 'Multi-factor authentication is now off.',
  phoneLockedBySms:
    'Your phone number receives your sign-in codes. Change it from the MFA tab by setting up text-message codes again.',
  avatarTooLarge: 'The picture must be 2 MB or smaller.',
  avatarWrongType: 'Only PNG, JPG, JPEG or GIF pictures are allowed.',
  avatarMissing: 'Choose a picture to upload.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  noWhitespaceEdges: 'Must not begin or end with a space',
} as const;

/**
 * Strings of the mfa screens. Top-level keys are namespaces owned by this file; en-GB overrides
 * only what the UK words differently (brokerage, broker, organisation, postcode, tick…).
 * Spec messages (spec 1 §8) come verbatim from the domain's MFA_MESSAGES / WORKFLOW_MESSAGES.
 */
export const enUS = {
  mfaLogin: {
    resend: 'Resend code',
    resent: 'A new code is on its way.',
  },
  mfa: {
    tabTitle: 'MFA',
    title: 'Multi-factor authentication',
    intro:
      'A second step at sign-in keeps your account safe even if your password is stolen. Choose how you want to receive your codes.',
    current: 'Current method',
    types: {
      NONE: 'Not set up',
      GOOGLE: 'Authenticator app',
      SMS: 'Text message',
      EMAIL: 'Email',
    },
    enforced: 'Your organization requires multi-factor authentication.',
    choose: 'Set up a method',
    change: 'Change method',
    useGoogle: 'Authenticator app',
    useSms: 'Text message',
    useEmail: 'Email',
    googleSteps:
      'Scan the QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or enter the secret by hand. Then enter two consecutive codes.',
    qrAlt: 'QR code for your authenticator app',
    secret: 'Secret',
    copySecret: 'Copy secret',
    firstCode: 'First code',
    nextCode: 'Next code',
    nextCodeHelp: 'Wait for the app to show a new code, then enter it here.',
    phone: 'Mobile phone',
    phoneHelp: 'US (+1) or UK (+44) numbers.',
    sendCode: 'Send code',
    resendCode: 'Resend code',
    code: '6-digit code',
    sentTo: 'We sent a 6-digit code to {{to}}. It expires in 5 minutes.',
    verify: 'Verify and turn on',
    cancel: 'Cancel',
    enabled: 'Multi-factor authentication is now on.',
    redirecting: 'Taking you to your dashboard…',
    disableTitle: 'Turn off multi-factor authentication',
    disableBody: 'Enter your password to turn it off.',
    disable: 'Turn off MFA',
    password: 'Password',
    disabled: 'Multi-factor authentication is now off.',
    modalBody:
      'Your organization requires multi-factor authentication. Set it up now to continue using the platform.',
  },
  resetMfa: {
    title: 'Reset MFA',
    body: 'Lost your phone or authenticator? Confirm your email and password and we will email you a link to turn multi-factor authentication off.',
    email: 'Email',
    password: 'Password',
    submit: 'Reset MFA',
    sentTitle: 'Check your email',
    confirmTitle: 'MFA is reset',
    confirmBody:
      'Multi-factor authentication has been turned off. Sign in with your password, then set it up again from your profile.',
    confirming: 'Resetting MFA…',
    expiredTitle: 'Link expired',
    again: 'Request a new link',
    login: 'Go to login',
  },
  workflow: {
    title: 'Verify it’s you',
    intro:
      'To continue, we need to check it’s you. We’ll send a 6-digit code to {{email}}{{phone}}.',
    orPhone: ' or to your phone ({{phone}})',
    flows: {
      E_PAY: 'Payment',
      SURPLUS_NOTICE: 'Surplus-lines notice',
      quote: 'Quote',
    },
    sendEmail: 'Send code by email',
    sendText: 'Send code by text',
    noPhone: 'No phone number is available for text messages.',
    code: '6-digit code',
    enter: 'Enter',
    sentTo: 'We sent a code to {{to}}. It expires in 5 minutes.',
  },
  profile: {
    title: 'My profile',
    tabProfile: 'Profile',
    firstName: 'First name',
    middleName: 'Middle name',
    lastName: 'Last name',
    phone: 'Phone',
    email: 'Email',
    emailHelp: 'Contact your administrator to change your email address.',
    save: 'Save',
    saved: 'Profile saved.',
    picture: 'Picture',
    upload: 'Upload picture',
    remove: 'Remove picture',
    pictureHelp: 'PNG, JPG, JPEG or GIF, 2 MB at most.',
    cropTitle: 'Crop your picture',
    zoom: 'Zoom',
    useCrop: 'Save picture',
    cancel: 'Cancel',
    pictureSaved: 'Picture saved.',
    pictureRemoved: 'Picture removed.',
  },
};

export const enGB = {
  mfa: {
    ...enUS.mfa,
    enforced: 'Your organisation requires multi-factor authentication.',
    modalBody:
      'Your organisation requires multi-factor authentication. Set it up now to continue using the platform.',
    phoneHelp: 'UK (+44) or US (+1) numbers.',
  },
};

/**
 * Strings of single sign-on's settings on an organisation's admin page (provider staff; decision
 * 061). The sign-in page's strings are in sso.ts.
 */
export const enUS = {
  ssoSettings: {
    title: 'Single sign-on',
    intro:
      'People with an email address at these domains sign in through the organization’s own identity provider (OpenID Connect). New people become members in the default role.',
    notSetUp: 'Single sign-on is not set up.',
    status: 'Status',
    enabled: 'Enabled',
    disabled: 'Disabled',
    issuer: 'Issuer URL',
    issuerHelp: 'The identity provider’s issuer, e.g. https://login.example.com',
    clientId: 'Client ID',
    clientSecret: 'Client secret',
    clientSecretKeep: 'Leave empty to keep the current secret',
    domains: 'Email domains',
    domainsHelp: 'Separated by commas, e.g. example.com, example.co.uk',
    defaultRole: 'Role of new members',
    redirectUri: 'Redirect URI to register',
    setUp: 'Set up single sign-on',
    edit: 'Edit',
    disable: 'Disable',
    save: 'Save',
    cancel: 'Cancel',
    enable: 'Enable single sign-on',
    disableTitle: 'Disable single sign-on?',
    disableBody:
      'Nobody can sign in through the identity provider until it is enabled again. The settings are kept.',
  },
};

export const enGB = {
  ...enUS,
  ssoSettings: {
    ...enUS.ssoSettings,
    intro:
      'People with an email address at these domains sign in through the organisation’s own identity provider (OpenID Connect). New people become members in the default role.',
  },
};

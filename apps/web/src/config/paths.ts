import type { DashboardTab, Persona } from '@cyber/domain';

/** Every route of the app in one typed map: build links from here, never from string literals. */
export const paths = {
  root: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  loginExisting: { path: '/login-existing', href: () => '/login-existing' },
  logout: { path: '/logout', href: () => '/logout' },
  /** Where an organisation's identity provider sends the browser back (the domain's SSO_CALLBACK_PATH). */
  ssoCallback: { path: '/sso/callback', href: () => '/sso/callback' },
  loading: { path: '/loading', href: () => '/loading' },
  passwordExpired: { path: '/password-expired', href: () => '/password-expired' },
  serverDown: { path: '/serverdown', href: () => '/serverdown' },
  unsupported: { path: '/unsupported', href: () => '/unsupported' },
  jumpEntry: {
    path: '/loading/:token',
    href: (token: string, accountName?: string) =>
      `/loading/${encodeURIComponent(token)}${accountName ? `?accountName=${encodeURIComponent(accountName)}` : ''}`,
  },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password/:token',
    href: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  },
  confirmUser: {
    path: '/confirmUser/:token',
    href: (token: string) => `/confirmUser/${encodeURIComponent(token)}`,
  },
  resendValidation: { path: '/resend-validation', href: () => '/resend-validation' },
  resetMfa: { path: '/reset-mfa', href: () => '/reset-mfa' },
  confirmMfaReset: {
    path: '/confirmPasswordReset/:resetMFAToken',
    href: (token: string) => `/confirmPasswordReset/${encodeURIComponent(token)}`,
  },
  /** The wholesale quote page, opened from the e-mailed link (spec 3 §2). */
  wholesaleQuote: {
    path: '/quote/:id/request-to-bind/:product',
    href: (id: string, product: string, token: string) =>
      `/quote/${encodeURIComponent(id)}/request-to-bind/${encodeURIComponent(product)}?token=${encodeURIComponent(token)}`,
  },
  /** The surplus lines attestation (spec 3 §2): a signed-in page, shown in the persona's shell. */
  attestSurplusNotice: {
    path: '/quote/:id/attest-surplus-notice',
    href: (id: string) => `/quote/${encodeURIComponent(id)}/attest-surplus-notice`,
  },
  /** The policy's payment page (spec 3 §2): a signed-in page, shown in the persona's shell. */
  accountantPayment: {
    path: '/policy/:id/accountant-payment',
    href: (id: string) => `/policy/${encodeURIComponent(id)}/accountant-payment`,
  },
  validateWorkflow: {
    path: '/validate/:workflowId',
    href: (workflowId: string) => `/validate/${encodeURIComponent(workflowId)}`,
  },
  signup: { path: '/signup', href: () => '/signup' },
  signupSubmitted: { path: '/signup-submitted', href: () => '/signup-submitted' },
  signupValidation: {
    path: '/signup-validation/:token',
    href: (token: string) => `/signup-validation/${encodeURIComponent(token)}`,
  },
  persona: {
    base: (persona: Persona) => `/${persona}`,
    /** The dashboard, on one of its tabs and for one account (spec 3 §2 `?tab=&prefilterAccountId=`). */
    dashboard: (
      persona: Persona,
      options: { tab?: DashboardTab; prefilterAccountId?: string } = {},
    ) => {
      const query = new URLSearchParams();
      if (options.tab) query.set('tab', options.tab);
      if (options.prefilterAccountId) query.set('prefilterAccountId', options.prefilterAccountId);
      const search = query.toString();
      return `/${persona}/dashboard${search ? `?${search}` : ''}`;
    },
    profile: (persona: Persona) => `/${persona}/manage/me`,
    /** The profile's MFA tab (spec 1 §4: the MFA-not-enabled modal sends users here). */
    profileMfa: (persona: Persona) => `/${persona}/manage/me?tab=mfa`,
    invitations: (persona: Persona) => `/${persona}/manage/invitations`,
    apiKeys: (persona: Persona) => `/${persona}/manage/api-keys`,
    apiActivity: (persona: Persona) => `/${persona}/manage/api-activity`,
    flags: (persona: Persona) => `/${persona}/manage/flags`,
    mailbox: (persona: Persona) => `/${persona}/manage/mailbox`,
    branding: (persona: Persona) => `/${persona}/manage/branding`,
    accountLookup: (persona: Persona) => `/${persona}/manage/account/lookup`,
    accounts: (persona: Persona) => `/${persona}/accounts`,
    quotes: (persona: Persona) => `/${persona}/quotes`,
    /** The named insured's signature page (spec 3 §2 /customer/quotes/{quoteId}/sign/{product}). */
    signQuote: (persona: Persona, quoteId: string, product: string) =>
      `/${persona}/quotes/${encodeURIComponent(quoteId)}/sign/${encodeURIComponent(product)}`,
    /** The surplus lines notice inside the persona's shell. */
    surplusNotice: (persona: Persona, quoteId: string) =>
      `/${persona}/quotes/${encodeURIComponent(quoteId)}/attest-surplus-notice`,
    /** The underwriting inbox (spec 3 §2: /admin/inbox, {basePath}/inbox). */
    inbox: (persona: Persona) => `/${persona}/inbox`,
    /** The underwriting workbench of one quote. */
    inboxQuote: (persona: Persona, product: string, quoteId: string) =>
      `/${persona}/inbox/${encodeURIComponent(product)}/${encodeURIComponent(quoteId)}`,
    /** The SUBMISSIONS list (spec 3 §2 dashboard tabs). */
    submissions: (persona: Persona) => `/${persona}/submissions`,
    /** The SUBMISSIONS list with one submission's detail open. */
    submission: (persona: Persona, submissionId: string) =>
      `/${persona}/submissions?submission=${encodeURIComponent(submissionId)}`,
    /** The BINDERS tab (spec 3 §2): bound quotes not yet issued. */
    binders: (persona: Persona) => `/${persona}/binders`,
    /** The POLICIES tab (spec 3 §2): issued policies. */
    policies: (persona: Persona) => `/${persona}/policies`,
    billing: (persona: Persona) => `/${persona}/billing`,
    /** Commission statements, lines, balances and payouts (agency, provider staff). */
    commissions: (persona: Persona) => `/${persona}/commissions`,
    /** A policy's payment page inside the persona's shell (agency, admin, customer). */
    accountantPayment: (persona: Persona, policyId: string) =>
      `/${persona}/policy/${encodeURIComponent(policyId)}/accountant-payment`,
    account: (persona: Persona, accountId: string) =>
      `/${persona}/accounts/${encodeURIComponent(accountId)}`,
    /** The account page with its firmographics open for editing. */
    accountEdit: (persona: Persona, accountId: string) =>
      `/${persona}/accounts/${encodeURIComponent(accountId)}?edit=firmographics`,
    users: (persona: Persona) => `/${persona}/manage/users`,
    agencies: (persona: Persona) => `/${persona}/agencies`,
    agency: (persona: Persona, agencyId: string) =>
      `/${persona}/agencies/${encodeURIComponent(agencyId)}`,
    myAgency: (persona: Persona) => `/${persona}/manage/agency`,
    organisations: (persona: Persona) => `/${persona}/organisations`,
    licenses: (persona: Persona) => `/${persona}/manage/licenses`,
    tags: (persona: Persona) => `/${persona}/manage/tags`,
    bulkUpload: (persona: Persona) => `/${persona}/manage/bulk-upload`,
    teams: (persona: Persona) => `/${persona}/manage/teams`,
    industryCodes: (persona: Persona) => `/${persona}/manage/industry-codes`,
    /** Underwriters' authority (provider admins). */
    underwritingAuthority: (persona: Persona) => `/${persona}/manage/underwriting-authority`,
    states: (persona: Persona) => `/${persona}/manage/states`,
    blacklistedDomains: (persona: Persona) => `/${persona}/manage/blacklisted-domains`,
    claims: (persona: Persona) => `/${persona}/claims`,
    documents: (persona: Persona) => `/${persona}/documents`,
    webhooks: (persona: Persona) => `/${persona}/manage/webhooks`,
    connectors: (persona: Persona) => `/${persona}/connectors`,
    securityContacts: (persona: Persona) => `/${persona}/manage/security-contacts`,
    /** The quote flow (spec 3 §2): requestQuote/{productType}/{accountId}/{quoteId|no-quote}/{step}. */
    quoteFlow: (
      persona: Persona,
      flow: 'requestQuote' | 'edit-quote' | 'renew-quote',
      productType: string,
      accountId: string,
      quoteId: string,
      step: string,
    ) =>
      `/${persona}/${flow}/${encodeURIComponent(productType)}/${encodeURIComponent(accountId)}/${encodeURIComponent(quoteId)}/${step}`,
    /**
     * The renewal of a policy (spec 3 §2): policies/{policyId}/account/{accountId}/{product}/
     * {verify|summary|custom-quote}.
     */
    policyRenewal: (
      persona: Persona,
      policyId: string,
      accountId: string,
      product: string,
      step: 'verify' | 'summary' | 'custom-quote',
    ) =>
      `/${persona}/policies/${encodeURIComponent(policyId)}/account/${encodeURIComponent(accountId)}/${encodeURIComponent(product)}/${step}`,
    /** The account's details for a renewal (spec 3 §2): accounts/{accountId}/renew/accountDetails. */
    accountRenewal: (
      persona: Persona,
      accountId: string,
      options: { product?: string; policyId?: string } = {},
    ) => {
      const query = new URLSearchParams();
      if (options.product) query.set('product', options.product);
      if (options.policyId) query.set('policyId', options.policyId);
      const search = query.toString();
      return `/${persona}/accounts/${encodeURIComponent(accountId)}/renew/accountDetails${search ? `?${search}` : ''}`;
    },
    /**
     * A renewal from the quotes side, without a quote (spec 3 §2):
     * quotes/{productType}/{accountId}/renew-quote/verify.
     */
    quotesRenewal: (persona: Persona, productType: string, accountId: string) =>
      `/${persona}/quotes/${encodeURIComponent(productType)}/${encodeURIComponent(accountId)}/renew-quote/verify`,
  },
  /** Where the MSSP lands after an account search (spec 2 §2). */
  msspAccountLookup: {
    path: '/mssp/manage/accountlookup',
    href: () => '/mssp/manage/accountlookup',
  },
  vendorClaims: { path: '/vendor/claims', href: () => '/vendor/claims' },
} as const;

import { PERSONAS, type Persona } from '@cyber/domain';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { paths } from '../config/paths.ts';
import { loadWorkspaceStrings } from '../lib/i18n.ts';
import { inPersonaShell, redirectSignedInVisitor, requireSession } from './loaders.ts';
import { RootLayout, rootLoader } from './root-layout.tsx';
import { NotFoundRoute } from './routes/public/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';

/*
 * Every screen is a lazy route: the sign-in page downloads neither the shell nor any dashboard.
 * Guards are plain loaders here, so they decide before any screen code loads.
 */
const loginRoute = () => import('./routes/public/login.tsx');
/** The workspace shell comes with the workspace's strings (the public pages need neither). */
const personaLayout = async () => {
  const [layout] = await Promise.all([
    import('./routes/persona/persona-layout.tsx'),
    loadWorkspaceStrings(),
  ]);
  return layout;
};
const dashboard = () => import('./routes/persona/dashboard.tsx');

const personaRoute = (persona: Persona): RouteObject => ({
  path: persona,
  loader: requireSession(persona),
  lazy: personaLayout,
  children: [
    { index: true, loader: () => redirect(paths.persona.dashboard(persona)) },
    { path: 'dashboard', lazy: dashboard },
    { path: 'manage/me', lazy: () => import('./routes/persona/profile.tsx') },
    { path: 'manage/invitations', lazy: () => import('./routes/persona/invitations.tsx') },
    { path: 'manage/api-keys', lazy: () => import('./routes/persona/api-keys.tsx') },
    { path: 'manage/api-activity', lazy: () => import('./routes/persona/api-activity.tsx') },
    { path: 'manage/flags', lazy: () => import('./routes/persona/flags.tsx') },
    { path: 'manage/mailbox', lazy: () => import('./routes/persona/mailbox.tsx') },
    { path: 'manage/branding', lazy: () => import('./routes/persona/branding.tsx') },
    { path: 'manage/account/lookup', lazy: () => import('./routes/persona/account-lookup.tsx') },
    ...(persona === 'mssp'
      ? [
          {
            path: 'manage/accountlookup',
            lazy: () => import('./routes/persona/account-lookup.tsx'),
          },
        ]
      : []),
    { path: 'accounts', lazy: () => import('./routes/persona/accounts.tsx') },
    { path: 'accounts/:accountId', lazy: () => import('./routes/persona/account.tsx') },
    { path: 'quotes', lazy: () => import('./routes/persona/quotes.tsx') },
    ...(persona === 'customer'
      ? [
          // The named insured signs the application (spec 3 §2).
          {
            path: 'quotes/:quoteId/sign/:product',
            lazy: () => import('./routes/persona/sign-quote.tsx'),
          },
        ]
      : []),
    // The BINDERS and POLICIES tabs; ?policy={id} opens one (spec 3 §2 dashboard tabs).
    { path: 'binders', lazy: () => import('./routes/persona/binders.tsx') },
    { path: 'policies', lazy: () => import('./routes/persona/policies.tsx') },
    // Billing: the caller's invoices (decision 051).
    ...(persona === 'agency' || persona === 'admin' || persona === 'customer'
      ? [
          { path: 'billing', lazy: () => import('./routes/persona/billing.tsx') },
          // A policy's payment page (spec 3 §2 /policy/{id}/accountant-payment).
          {
            path: 'policy/:id/accountant-payment',
            lazy: () => import('./routes/persona/accountant-payment.tsx'),
          },
        ]
      : []),
    // A premium processor: the invoices of the policies it finances (decision 052).
    ...(persona === 'premiumprocessor'
      ? [{ path: 'billing', lazy: () => import('./routes/persona/billing.tsx') }]
      : []),
    ...(persona === 'agency' || persona === 'admin'
      ? [
          // Commissions: statements, lines, balances and payouts (decision 054).
          { path: 'commissions', lazy: () => import('./routes/persona/commissions.tsx') },
          // The LA / MT surplus lines notice (spec 3 §2 /quote/{id}/attest-surplus-notice).
          {
            path: 'quotes/:quoteId/attest-surplus-notice',
            lazy: () => import('./routes/persona/surplus-notice.tsx'),
          },
          // The underwriting inbox and one quote's workbench (spec 3 §2).
          { path: 'inbox', lazy: () => import('./routes/persona/inbox.tsx') },
          {
            path: 'inbox/:product/:quoteId',
            lazy: () => import('./routes/persona/inbox-quote.tsx'),
          },
          // The SUBMISSIONS list; ?submission={id} opens one (spec 3 §2 dashboard tabs).
          { path: 'submissions', lazy: () => import('./routes/persona/submissions.tsx') },
          {
            path: 'requestQuote/:productType/:accountId',
            lazy: () => import('./routes/persona/request-quote.tsx'),
          },
          // The quote flows (spec 3 §2): {quoteId|no-quote}/{step}.
          ...(['requestQuote', 'edit-quote', 'renew-quote'] as const).map((flow) => ({
            path: `${flow}/:productType/:accountId/:quoteId/:step`,
            lazy: () => import('./routes/persona/quote-flow.tsx'),
          })),
          // The renewal of a policy (spec 3 §2): verify, summary, custom-quote.
          {
            path: 'policies/:policyId/account/:accountId/:productType/:step',
            lazy: () => import('./routes/persona/policy-renewal.tsx'),
          },
          // The account's details for a renewal: ?product=&policyId=.
          {
            path: 'accounts/:accountId/renew/accountDetails',
            lazy: () => import('./routes/persona/account-renewal.tsx'),
          },
          // A renewal from the quotes side, with no quote: the account's policy open for renewal.
          {
            path: 'quotes/:productType/:accountId/renew-quote/verify',
            lazy: () => import('./routes/persona/policy-renewal-from-quotes.tsx'),
          },
        ]
      : []),
    { path: 'manage/users', lazy: () => import('./routes/persona/users.tsx') },
    { path: 'agencies', lazy: () => import('./routes/persona/agencies.tsx') },
    { path: 'agencies/:agencyId', lazy: () => import('./routes/persona/agency.tsx') },
    { path: 'manage/agency', lazy: () => import('./routes/persona/my-agency.tsx') },
    { path: 'organisations', lazy: () => import('./routes/persona/organisations.tsx') },
    { path: 'manage/licenses', lazy: () => import('./routes/persona/licenses.tsx') },
    { path: 'manage/tags', lazy: () => import('./routes/persona/tags.tsx') },
    { path: 'manage/bulk-upload', lazy: () => import('./routes/persona/bulk-upload.tsx') },
    { path: 'manage/teams', lazy: () => import('./routes/persona/teams.tsx') },
    { path: 'manage/industry-codes', lazy: () => import('./routes/persona/industry-codes.tsx') },
    {
      path: 'manage/underwriting-authority',
      lazy: () => import('./routes/persona/underwriting-authority.tsx'),
    },
    { path: 'manage/states', lazy: () => import('./routes/persona/states.tsx') },
    {
      path: 'manage/blacklisted-domains',
      lazy: () => import('./routes/persona/blacklisted-domains.tsx'),
    },
    // The vendor's landing after a jump is its claims; until claims exist it is the dashboard.
    { path: 'claims', lazy: () => import('./routes/persona/claims.tsx') },
    { path: 'documents', lazy: () => import('./routes/persona/documents.tsx') },
    { path: 'manage/webhooks', lazy: () => import('./routes/persona/webhooks.tsx') },
    { path: 'connectors', lazy: () => import('./routes/persona/connectors.tsx') },
    {
      path: 'manage/security-contacts',
      lazy: () => import('./routes/persona/security-contacts.tsx'),
    },
    { path: '*', lazy: () => import('./routes/persona/section-not-found.tsx') },
  ],
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullPageLoader,
    children: [
      { index: true, loader: () => redirect(paths.login.href()) },
      { path: paths.login.path, loader: redirectSignedInVisitor, lazy: loginRoute },
      { path: paths.loginExisting.path, loader: redirectSignedInVisitor, lazy: loginRoute },
      { path: paths.logout.path, lazy: () => import('./routes/public/logout.tsx') },
      { path: paths.ssoCallback.path, lazy: () => import('./routes/public/sso-callback.tsx') },
      { path: paths.loading.path, lazy: () => import('./routes/public/loading.tsx') },
      {
        path: paths.passwordExpired.path,
        lazy: () => import('./routes/public/password-expired.tsx'),
      },
      { path: paths.serverDown.path, lazy: () => import('./routes/public/server-down.tsx') },
      { path: paths.unsupported.path, lazy: () => import('./routes/public/unsupported.tsx') },
      { path: paths.jumpEntry.path, lazy: () => import('./routes/public/jump-entry.tsx') },
      { path: paths.signup.path, lazy: () => import('./routes/public/signup.tsx') },
      {
        path: paths.signupSubmitted.path,
        lazy: () => import('./routes/public/signup-submitted.tsx'),
      },
      {
        path: paths.signupValidation.path,
        lazy: () => import('./routes/public/signup-validation.tsx'),
      },
      {
        path: paths.resendValidation.path,
        lazy: () => import('./routes/public/resend-validation.tsx'),
      },
      {
        path: paths.forgotPassword.path,
        lazy: () => import('./routes/public/forgot-password.tsx'),
      },
      { path: paths.resetPassword.path, lazy: () => import('./routes/public/reset-password.tsx') },
      { path: paths.confirmUser.path, lazy: () => import('./routes/public/confirm-user.tsx') },
      { path: paths.resetMfa.path, lazy: () => import('./routes/public/reset-mfa.tsx') },
      {
        path: paths.confirmMfaReset.path,
        lazy: () => import('./routes/public/confirm-mfa-reset.tsx'),
      },
      {
        // The wholesale quote page: public, opened with the e-mailed link's token (spec 3 §2).
        path: paths.wholesaleQuote.path,
        lazy: async () => {
          const [route] = await Promise.all([
            import('./routes/public/wholesale-quote.tsx'),
            loadWorkspaceStrings(),
          ]);
          return route;
        },
      },
      {
        path: paths.attestSurplusNotice.path,
        loader: inPersonaShell((persona, params) =>
          paths.persona.surplusNotice(persona, params.id ?? ''),
        ),
      },
      {
        path: paths.accountantPayment.path,
        loader: inPersonaShell((persona, params) =>
          paths.persona.accountantPayment(persona, params.id ?? ''),
        ),
      },
      {
        path: paths.validateWorkflow.path,
        lazy: () => import('./routes/public/validate-workflow.tsx'),
      },
      ...PERSONAS.map(personaRoute),
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

import {
  DEFAULT_LANGUAGE,
  assertLanguage,
  languageForRegion,
  regionForLanguage,
  type Language,
  type Region,
} from '@cyber/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import * as access from '../locales/access.ts';
import * as admin from '../locales/admin.ts';
import * as mfa from '../locales/mfa.ts';
import * as onboarding from '../locales/onboarding.ts';
import * as sso from '../locales/sso.ts';

/**
 * en-US is the base; en-GB overrides only what the UK words differently (spec 1 §1: brokerage,
 * broker, organisation, postcode, turnover, excess, tick) and falls back to en-US for the rest.
 */
const enUS = {
  common: {
    loading: 'Loading…',
    cancel: 'Cancel',
    backToLogin: 'Back to login',
    comingSoon: 'Coming soon',
    copy: 'Copy',
    copied: 'Copied',
    refresh: 'Refresh',
    reload: 'Reload',
    supportLine:
      'Need help? Contact support at <email>{{email}}</email> or <phone>{{phone}}</phone>.',
    notAvailable: 'Not available',
    newVersion: 'A new version of the platform is available.',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in to manage your cyber insurance business.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    code: '6-digit code',
    codeHelp: {
      GOOGLE: 'Enter the 6-digit code from your authenticator app.',
      EMAIL: 'Enter the 6-digit code we sent to your email.',
      SMS: 'Enter the 6-digit code we sent to your phone.',
      NONE: 'Enter your 6-digit code.',
    },
    rememberDevice: 'Remember this device',
    submit: 'Login',
    forgotPassword: 'Forgot Password',
    resetMfa: 'Reset MFA',
    resendValidation: 'Resend Validation Email',
    restoring: 'Restoring your session…',
  },
  marketing: {
    eyebrow: 'Cyber and tech E&O insurance',
    title: 'Cover for the risks your clients actually face',
    body: 'Quote, bind and service cyber policies for businesses of every size, in minutes, backed by continuous risk insight.',
    points: {
      quote: 'Quote and bind in one place',
      risk: 'Risk insight for every account',
      service: 'Policies, billing and claims together',
    },
    learnMore: 'Learn more',
  },
  logout: { title: 'Signed out', link: 'Back to login' },
  loading: { title: 'Preparing your workspace…', failedTitle: 'We could not load your profile' },
  passwordExpired: {
    body: 'For your security, passwords are changed regularly. Reset your password to continue.',
    reset: 'Reset your password',
  },
  serverDown: {
    title: 'We are having trouble reaching our servers',
    retry: 'Try again',
  },
  unsupported: {
    title: 'Your browser is not supported',
    recommended: 'We recommend the latest version of Google Chrome.',
    getBrowser: 'Download Google Chrome',
    loginUrl: 'Once installed, sign in at this address:',
    copyUrl: 'Copy login address',
  },
  maintenance: { title: 'Scheduled maintenance' },
  error: {
    copyDetails: 'Copy Error Details',
    refresh: 'Refresh Page',
    contactSupport: 'Contact Support',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the start page',
  },
  header: {
    openNav: 'Open navigation',
    /** The account menu button's name: 'Account menu', then what the button shows. */
    userMenu: 'Account menu: {{initials}} {{name}}, {{role}}',
    profile: 'My profile',
    darkMode: 'Dark mode',
    logout: 'Log out',
    viewingAs: 'Viewing as {{account}}',
  },
  nav: {
    main: 'Main navigation',
    dashboard: 'Dashboard',
    accounts: 'Accounts',
    agencies: 'Agencies',
    organisations: 'Organizations',
    submissions: 'Submissions',
    inbox: 'Inbox',
    quotes: 'Quotes',
    underwriting: 'Underwriting',
    binders: 'Binders',
    policies: 'Policies',
    billing: 'Billing',
    commissions: 'Commissions',
    claims: 'Claims',
    documents: 'Documents',
    users: 'Users',
    teams: 'Teams',
    agencyProfile: 'Agency profile',
    connectors: 'Connectors',
    webhooks: 'Webhooks',
    securityContacts: 'Security contacts',
    apiKeys: 'API access keys',
    apiActivity: 'API activity',
    invitations: 'Invitations',
    branding: 'Logo',
    mailbox: 'Dev mailbox',
    industryCodes: 'Industry codes',
    underwritingAuthority: 'Underwriting authority',
    states: 'States',
    blacklistedDomains: 'Blacklisted domains',
    licenses: 'Licenses',
    tags: 'Tags',
    bulkUpload: 'Bulk upload',
    flags: 'Feature flags',
    audit: 'Audit log',
    profile: 'My profile',
  },
  accountType: {
    COWBELL: 'Provider staff',
    AGENCY: 'Agency',
    CUSTOMER: 'Policyholder',
    DIGITAL: 'Digital agency',
    MSSP: 'Managed security service provider',
    CARRIER: 'Carrier',
    CLUSTER: 'Cluster',
    VENDOR: 'Vendor',
    RE_INSURER: 'Reinsurer',
    PREMIUM_PROCESSOR: 'Premium processor',
  },
  role: {
    Agent: 'Agent',
    'Agency Admin': 'Agency Admin',
  },
  region: {
    US: 'United States',
    UK: 'United Kingdom',
  },
  dashboard: {
    welcome: 'Welcome back, {{name}}',
    subtitle: 'Here is an overview of your {{persona}} workspace.',
    profile: 'Your profile',
    organisation: 'Your organization',
    session: 'Your session',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    organisationName: 'Organization',
    accountType: 'Account type',
    region: 'Region',
    currency: 'Currency',
    lastSignIn: 'Last sign-in',
    firstSignIn: 'This is your first sign-in',
    environment: 'Environment',
    mfa: 'Multi-factor authentication',
    mfaOff: 'Not set up',
    mfaOn: 'On ({{type}})',
    tabs: {
      label: 'Your book',
      QUOTES: 'Quotes',
      BINDERS: 'Binders',
      POLICIES: 'Policies',
      ACCOUNTS: 'Accounts',
      SUBMISSIONS: 'Submissions',
      forAccount: 'Account: {{name}}',
      unknownAccount: 'an account you cannot see',
    },
    upcoming: 'On the way',
    upcomingBody:
      'These areas of your workspace are being prepared and will appear in the navigation as they open.',
  },
};

type Resource = typeof enUS;
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

const enGB: DeepPartial<Resource> = {
  marketing: {
    title: 'Cover for the risks your clients actually face',
    body: 'Quote, bind and service cyber policies for UK organisations of every size, in minutes, backed by continuous risk insight.',
  },
  nav: {
    agencies: 'Brokerages',
    organisations: 'Organisations',
    agencyProfile: 'Brokerage profile',
  },
  accountType: { AGENCY: 'Brokerage' },
  role: { Agent: 'Broker', 'Agency Admin': 'Brokerage Admin' },
  dashboard: {
    organisation: 'Your organisation',
    organisationName: 'Organisation',
  },
};

/**
 * Strings of later areas, one file each under src/locales (each owns its top-level keys). These
 * are the areas the public pages show (sign-in, sign-up, passwords, MFA, jump, banners); the
 * workspace's areas (src/locales/workspace.ts) come with its shell, `loadWorkspaceStrings`.
 */
const AREAS = [onboarding, mfa, access, admin, sso];

export const resources = {
  'en-US': { translation: Object.assign({}, enUS, ...AREAS.map((a) => a.enUS)) as Resource },
  'en-GB': { translation: Object.assign({}, enGB, ...AREAS.map((a) => a.enGB)) as Resource },
} as const;

/** The language before sign-in: the browser's, when it is British English. */
export const browserLanguage = (): Language =>
  typeof navigator !== 'undefined' && navigator.language === 'en-GB' ? 'en-GB' : DEFAULT_LANGUAGE;

export const browserRegion = (): Region => regionForLanguage(browserLanguage());

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: browserLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en-US', 'en-GB'],
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

let workspaceStrings: Promise<void> | null = null;

/**
 * Add the signed-in workspace's strings (once; later calls share the first download). The persona
 * routes wait for it before showing anything, so the sign-in page never downloads them.
 */
export function loadWorkspaceStrings(): Promise<void> {
  workspaceStrings ??= import('../locales/workspace.ts').then(
    ({ WORKSPACE_AREAS }) => {
      for (const [language, key] of [
        ['en-US', 'enUS'],
        ['en-GB', 'enGB'],
      ] as const) {
        const strings = Object.assign({}, ...WORKSPACE_AREAS.map((area) => area[key]));
        i18n.addResourceBundle(language, 'translation', strings, true, true);
      }
    },
    (error: unknown) => {
      // A failed download (offline, a new release) may be tried again by the next navigation.
      workspaceStrings = null;
      throw error;
    },
  );
  return workspaceStrings;
}

const syncDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** Switch to a supported language; anything else is a programming error (spec 1 §8). */
export async function changeLanguage(language: string): Promise<void> {
  const next = assertLanguage(language);
  if (i18n.language !== next) await i18n.changeLanguage(next);
}

export const changeLanguageForRegion = (region: Region): Promise<void> =>
  changeLanguage(languageForRegion(region));

export const currentRegion = (): Region => regionForLanguage(i18n.language);

import type { AccountType, MfaType, Region } from '@cyber/domain';

/**
 * The demo organisations and people seeded on an empty database. Every persona has one
 * organisation and at least one user; the README lists these sign-ins.
 */
export type DemoOrganisation = {
  ref: string;
  accountType: AccountType;
  name: string;
  region?: Region;
  agencyKind?: 'RETAIL' | 'WHOLESALE';
  parentRef?: string;
  locationAlias?: string;
  npn?: string;
  wizerCustomerId?: string;
  /** Insured accounts: the policyholder contact (spec 2 §3 policyContact). */
  contact?: { firstName: string; lastName: string; email: string; phone: string };
  entityType?: string;
  ownershipType?: string;
  enforceMfa?: boolean;
  uwEnabled?: boolean;
  teams?: string[];
};

export type DemoUser = {
  email: string;
  firstName: string;
  lastName: string;
  orgRef: string;
  roleKey: string;
  phone?: string;
  npn?: string;
  teams?: string[];
  /** Further organisations the user belongs to (they can switch between them). */
  alsoMemberOf?: { orgRef: string; roleKey: string }[];
  mfaType?: MfaType;
  mfaSecret?: string;
  unvalidated?: boolean;
  passwordExpired?: boolean;
  disabled?: boolean;
  /** Shown in the README's table of demo sign-ins. */
  persona: string;
};

/** TOTP secret of the demo MFA user (base32), published in the README so anyone can try it. */
export const DEMO_TOTP_SECRET = 'KVKFKRCPNZQUYMLX';

export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  {
    ref: 'provider',
    accountType: 'COWBELL',
    name: 'Bellwether Cyber',
    uwEnabled: true,
    teams: ['Underwriting East', 'Underwriting West', 'UK Underwriting'],
  },
  {
    ref: 'harbor',
    accountType: 'AGENCY',
    name: 'Harbor Risk Partners',
    locationAlias: 'Boston',
    agencyKind: 'RETAIL',
    npn: '1839274',
    teams: ['New Business', 'Renewals'],
  },
  {
    ref: 'summit',
    accountType: 'AGENCY',
    name: 'Summit Wholesale Brokers',
    locationAlias: 'Chicago',
    agencyKind: 'WHOLESALE',
    npn: '2291045',
    teams: ['Wholesale Desk'],
  },
  {
    ref: 'thames',
    accountType: 'AGENCY',
    name: 'Thames Cyber Brokers Ltd',
    locationAlias: 'London',
    agencyKind: 'RETAIL',
    region: 'UK',
    teams: ['London Desk'],
  },
  {
    ref: 'acme',
    accountType: 'CUSTOMER',
    name: 'Acme Dental Group',
    parentRef: 'harbor',
    entityType: 'Independent',
    ownershipType: 'Private',
    wizerCustomerId: 'WZ-10442',
    contact: {
      firstName: 'Sam',
      lastName: 'Patel',
      email: 'customer@example.com',
      phone: '4015550177',
    },
  },
  { ref: 'digital', accountType: 'DIGITAL', name: 'QuoteStream Digital' },
  { ref: 'mssp', accountType: 'MSSP', name: 'Sentinel Managed Security' },
  { ref: 'carrier', accountType: 'CARRIER', name: 'Keystone Specialty Insurance Co.' },
  { ref: 'cluster', accountType: 'CLUSTER', name: 'Great Lakes Agency Cluster' },
  { ref: 'vendor', accountType: 'VENDOR', name: 'Forensic Response Partners' },
  { ref: 'reinsurer', accountType: 'RE_INSURER', name: 'Northstar Re' },
  { ref: 'processor', accountType: 'PREMIUM_PROCESSOR', name: 'ClearPay Premium Finance' },
];

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    orgRef: 'provider',
    roleKey: 'super-admin',
    persona: 'Provider admin (/admin)',
    teams: ['Underwriting East', 'Underwriting West', 'UK Underwriting'],
  },
  {
    email: 'underwriter@example.com',
    firstName: 'Priya',
    lastName: 'Shah',
    orgRef: 'provider',
    roleKey: 'underwriter',
    persona: 'Provider underwriter (/admin)',
    teams: ['Underwriting East'],
  },
  {
    email: 'agencyadmin@example.com',
    firstName: 'Dana',
    lastName: 'Whitfield',
    orgRef: 'harbor',
    roleKey: 'agency-admin',
    persona: 'Retail agency admin (/agency)',
    alsoMemberOf: [{ orgRef: 'summit', roleKey: 'agent' }],
    npn: '1839275',
    teams: ['New Business', 'Renewals'],
  },
  {
    email: 'agent@example.com',
    firstName: 'Jordan',
    lastName: 'Reyes',
    orgRef: 'harbor',
    roleKey: 'agent',
    persona: 'Retail agent (/agency)',
    npn: '1839276',
    phone: '6175550142',
    teams: ['New Business'],
  },
  {
    email: 'wholesale@example.com',
    firstName: 'Morgan',
    lastName: 'Blake',
    orgRef: 'summit',
    roleKey: 'agent',
    persona: 'Wholesale agent (/agency)',
    npn: '2291046',
    teams: ['Wholesale Desk'],
  },
  {
    email: 'broker@example.com',
    firstName: 'Oliver',
    lastName: 'Hughes',
    orgRef: 'thames',
    roleKey: 'agent',
    persona: 'UK broker, en-GB (/agency)',
    phone: '+447911123456',
    teams: ['London Desk'],
  },
  {
    email: 'customer@example.com',
    firstName: 'Sam',
    lastName: 'Patel',
    orgRef: 'acme',
    roleKey: 'account-admin',
    persona: 'Policyholder (/customer)',
  },
  {
    email: 'da@example.com',
    firstName: 'Riley',
    lastName: 'Chen',
    orgRef: 'digital',
    roleKey: 'da-admin',
    persona: 'Digital agency (/da)',
  },
  {
    email: 'mssp@example.com',
    firstName: 'Casey',
    lastName: 'Novak',
    orgRef: 'mssp',
    roleKey: 'mssp-admin',
    persona: 'Security service provider (/mssp)',
  },
  {
    email: 'carrier@example.com',
    firstName: 'Taylor',
    lastName: 'Brooks',
    orgRef: 'carrier',
    roleKey: 'carrier-admin',
    persona: 'Carrier (/carrier)',
  },
  {
    email: 'cluster@example.com',
    firstName: 'Jamie',
    lastName: 'Larsen',
    orgRef: 'cluster',
    roleKey: 'cluster-admin',
    persona: 'Cluster (/cluster)',
  },
  {
    email: 'vendor@example.com',
    firstName: 'Avery',
    lastName: 'Quinn',
    orgRef: 'vendor',
    roleKey: 'vendor-admin',
    persona: 'Vendor (/vendor)',
  },
  {
    email: 'reinsurer@example.com',
    firstName: 'Harper',
    lastName: 'Lindqvist',
    orgRef: 'reinsurer',
    roleKey: 'reinsurer-admin',
    persona: 'Reinsurer (/reinsurer)',
  },
  {
    email: 'premiumprocessor@example.com',
    firstName: 'Rowan',
    lastName: 'Ellis',
    orgRef: 'processor',
    roleKey: 'pp-admin',
    persona: 'Premium processor (/premiumprocessor)',
  },
  {
    email: 'mfa@example.com',
    firstName: 'Kai',
    lastName: 'Andersen',
    orgRef: 'harbor',
    roleKey: 'agent',
    persona: 'Agent with authenticator MFA',
    mfaType: 'GOOGLE',
    mfaSecret: DEMO_TOTP_SECRET,
  },
  {
    email: 'unvalidated@example.com',
    firstName: 'Ezra',
    lastName: 'Cole',
    orgRef: 'harbor',
    roleKey: 'agent',
    persona: 'E-mail not validated (412)',
    unvalidated: true,
  },
  {
    email: 'expired@example.com',
    firstName: 'Noor',
    lastName: 'Haddad',
    orgRef: 'harbor',
    roleKey: 'agent',
    persona: 'Password expired (418)',
    passwordExpired: true,
  },
  {
    email: 'disabled@example.com',
    firstName: 'Lee',
    lastName: 'Walsh',
    orgRef: 'harbor',
    roleKey: 'agent',
    persona: 'Disabled user (409)',
    disabled: true,
  },
];

import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import ContactEmergencyOutlinedIcon from '@mui/icons-material/ContactEmergencyOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import ApiOutlinedIcon from '@mui/icons-material/ApiOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CableOutlinedIcon from '@mui/icons-material/CableOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import PolicyOutlinedIcon from '@mui/icons-material/PolicyOutlined';
import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import WebhookOutlinedIcon from '@mui/icons-material/WebhookOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { matchPermissions, type Permission, type Persona, type Region } from '@cyber/domain';
import { paths } from '../../config/paths.ts';

/** A navigation entry; without `to` it belongs to a later feature and shows as 'Coming soon'. */
export type NavItemDefinition = {
  /** i18n key under `nav.` */
  key: string;
  icon: SvgIconComponent;
  permission: 'any' | Permission | readonly Permission[];
  to?: (persona: Persona) => string;
  /** Only for organisations of these regions (all when absent). */
  regions?: readonly Region[];
};

export type NavItem = Omit<NavItemDefinition, 'to'> & { href: string | null };

const ITEMS = {
  dashboard: {
    key: 'dashboard',
    icon: DashboardOutlinedIcon,
    permission: 'dashboard:view',
    to: paths.persona.dashboard,
  },
  accounts: {
    key: 'accounts',
    icon: BusinessOutlinedIcon,
    permission: 'account:view',
    to: paths.persona.accounts,
  },
  agencies: {
    key: 'agencies',
    icon: StorefrontOutlinedIcon,
    permission: 'agency:view',
    to: paths.persona.agencies,
  },
  organisations: {
    key: 'organisations',
    icon: ApartmentOutlinedIcon,
    permission: 'organisation:view',
    to: paths.persona.organisations,
  },
  licenses: {
    key: 'licenses',
    icon: BadgeOutlinedIcon,
    permission: 'agency:view',
    to: paths.persona.licenses,
    // producer and surplus-lines licences are per US state; a UK brokerage is authorised as a firm
    regions: ['US'],
  },
  tags: {
    key: 'tags',
    icon: LocalOfferOutlinedIcon,
    permission: 'account:manage',
    to: paths.persona.tags,
  },
  bulkUpload: {
    key: 'bulkUpload',
    icon: UploadFileOutlinedIcon,
    permission: 'account:manage',
    to: paths.persona.bulkUpload,
  },
  /** Every agency's submissions, for the provider's underwriters (spec 3 §2 SUBMISSIONS). */
  submissions: {
    key: 'submissions',
    icon: InboxOutlinedIcon,
    permission: 'quote:underwrite',
    to: paths.persona.submissions,
  },
  /** The agency's own submissions; the server scopes the list. */
  agencySubmissions: {
    key: 'submissions',
    icon: InboxOutlinedIcon,
    permission: 'quote:view',
    to: paths.persona.submissions,
  },
  quotes: {
    key: 'quotes',
    icon: RequestQuoteOutlinedIcon,
    permission: 'quote:view',
    to: paths.persona.quotes,
  },
  /** The underwriters' inbox: every referral (spec 3 §2 /admin/inbox). */
  inbox: {
    key: 'inbox',
    icon: MoveToInboxOutlinedIcon,
    permission: 'quote:underwrite',
    to: paths.persona.inbox,
  },
  /** The agency's own referrals ({basePath}/inbox), read-only; the server scopes the list. */
  agencyInbox: {
    key: 'inbox',
    icon: MoveToInboxOutlinedIcon,
    permission: 'quote:manage',
    to: paths.persona.inbox,
  },
  binders: {
    key: 'binders',
    icon: AssignmentOutlinedIcon,
    permission: 'binder:view',
    to: paths.persona.binders,
  },
  policies: {
    key: 'policies',
    icon: PolicyOutlinedIcon,
    permission: 'policy:view',
    to: paths.persona.policies,
  },
  billing: {
    key: 'billing',
    icon: PaymentsOutlinedIcon,
    permission: 'billing:view',
    to: paths.persona.billing,
  },
  commissions: {
    key: 'commissions',
    icon: AccountBalanceOutlinedIcon,
    permission: 'commission:view',
    to: paths.persona.commissions,
  },
  claims: {
    key: 'claims',
    icon: GavelOutlinedIcon,
    permission: 'claim:view',
    to: paths.persona.claims,
  },
  documents: {
    key: 'documents',
    icon: FolderOutlinedIcon,
    permission: 'document:view',
    to: paths.persona.documents,
  },
  users: {
    key: 'users',
    icon: PeopleOutlineIcon,
    permission: 'user:view',
    to: paths.persona.users,
  },
  teams: {
    key: 'teams',
    icon: GroupsOutlinedIcon,
    permission: 'team:view',
    to: paths.persona.teams,
  },
  /** Underwriters' authority: bounds, products, seniority (provider admins). */
  underwritingAuthority: {
    key: 'underwritingAuthority',
    icon: GavelOutlinedIcon,
    permission: 'user:manage',
    to: paths.persona.underwritingAuthority,
  },
  industryCodes: {
    key: 'industryCodes',
    icon: CategoryOutlinedIcon,
    permission: 'reference:manage',
    to: paths.persona.industryCodes,
  },
  states: {
    key: 'states',
    icon: MapOutlinedIcon,
    permission: 'reference:manage',
    to: paths.persona.states,
  },
  blacklistedDomains: {
    key: 'blacklistedDomains',
    icon: BlockOutlinedIcon,
    permission: 'reference:manage',
    to: paths.persona.blacklistedDomains,
  },
  agencyProfile: {
    key: 'agencyProfile',
    icon: HandshakeOutlinedIcon,
    permission: 'agency:manage',
    to: paths.persona.myAgency,
  },
  connectors: {
    key: 'connectors',
    icon: CableOutlinedIcon,
    permission: 'connector:manage',
    to: paths.persona.connectors,
  },
  securityContacts: {
    key: 'securityContacts',
    icon: ContactEmergencyOutlinedIcon,
    permission: 'security-contact:manage',
    to: paths.persona.securityContacts,
  },
  webhooks: {
    key: 'webhooks',
    icon: WebhookOutlinedIcon,
    permission: 'webhook:manage',
    to: paths.persona.webhooks,
  },
  apiKeys: {
    key: 'apiKeys',
    icon: KeyOutlinedIcon,
    permission: 'api-key:manage',
    to: paths.persona.apiKeys,
  },
  apiActivity: {
    key: 'apiActivity',
    icon: QueryStatsOutlinedIcon,
    permission: 'api-key:manage',
    to: paths.persona.apiActivity,
  },
  invitations: {
    key: 'invitations',
    icon: PersonAddAltOutlinedIcon,
    permission: 'user:manage',
    to: paths.persona.invitations,
  },
  branding: {
    key: 'branding',
    icon: ImageOutlinedIcon,
    permission: 'agency:manage',
    to: paths.persona.branding,
  },
  mailbox: {
    key: 'mailbox',
    icon: MarkEmailReadOutlinedIcon,
    permission: 'mailbox:view',
    to: paths.persona.mailbox,
  },
  flags: {
    key: 'flags',
    icon: FlagOutlinedIcon,
    permission: 'flag:manage',
    to: paths.persona.flags,
  },
  audit: { key: 'audit', icon: HistoryOutlinedIcon, permission: 'audit:view' },
  invoices: { key: 'billing', icon: ReceiptLongOutlinedIcon, permission: 'billing:view' },
  apiAccess: {
    key: 'apiKeys',
    icon: ApiOutlinedIcon,
    permission: 'api-key:manage',
    to: paths.persona.apiKeys,
  },
} satisfies Record<string, NavItemDefinition>;

type ItemName = keyof typeof ITEMS;

/** Each persona's navigation, in display order (filtered by permissions at run time). */
const NAVIGATION: Record<Persona, readonly ItemName[]> = {
  admin: [
    'dashboard',
    'accounts',
    'agencies',
    'organisations',
    'licenses',
    'submissions',
    'quotes',
    'inbox',
    'binders',
    'policies',
    'billing',
    'commissions',
    'claims',
    'documents',
    'users',
    'invitations',
    'teams',
    'underwritingAuthority',
    'webhooks',
    'industryCodes',
    'states',
    'blacklistedDomains',
    'flags',
    'mailbox',
    'audit',
    'apiKeys',
    'apiActivity',
  ],
  agency: [
    'dashboard',
    'accounts',
    'tags',
    'bulkUpload',
    'agencySubmissions',
    'quotes',
    'agencyInbox',
    'binders',
    'policies',
    'billing',
    'commissions',
    'claims',
    'documents',
    'users',
    'invitations',
    'teams',
    'agencyProfile',
    'licenses',
    'branding',
    'webhooks',
    'apiKeys',
    'apiActivity',
  ],
  customer: [
    'dashboard',
    'quotes',
    'policies',
    'billing',
    'claims',
    'documents',
    'users',
    'connectors',
    'securityContacts',
  ],
  da: ['dashboard', 'agencies', 'accounts', 'quotes', 'binders', 'policies', 'users', 'apiAccess'],
  mssp: ['dashboard', 'accounts', 'quotes', 'policies', 'users', 'connectors'],
  carrier: [
    'dashboard',
    'binders',
    'policies',
    'accounts',
    'invoices',
    'claims',
    'users',
    'webhooks',
  ],
  cluster: ['dashboard', 'agencies', 'binders', 'policies', 'accounts', 'users'],
  vendor: ['dashboard', 'claims', 'documents', 'users'],
  reinsurer: ['dashboard', 'policies', 'binders', 'claims', 'users'],
  premiumprocessor: ['dashboard', 'billing', 'policies', 'users'],
};

/**
 * The navigation a user sees: their persona's entries that their permissions allow (and, given
 * the organisation's region, that the region has).
 */
export function navigationFor(
  persona: Persona,
  granted: readonly string[],
  region?: Region,
): NavItem[] {
  return NAVIGATION[persona]
    .map((name): NavItemDefinition => ITEMS[name])
    .filter((item) => matchPermissions(granted, item.permission))
    .filter((item) => !region || !item.regions || item.regions.includes(region))
    .map(({ to, regions: _regions, ...item }) => ({ ...item, href: to ? to(persona) : null }));
}

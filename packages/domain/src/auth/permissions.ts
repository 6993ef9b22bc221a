import type { AccountType } from '../accounts/account-types.ts';

/**
 * Permission keys, `resource:action`. Every API route declares the one it needs; roles grant
 * lists of them. `role:admin` / `role:operator` are scopes carried in the token as well.
 */
export const PERMISSIONS = [
  'dashboard:view',
  'profile:manage',
  'account:view',
  'account:manage',
  'agency:view',
  'agency:manage',
  'organisation:view',
  'organisation:manage',
  'user:view',
  'user:manage',
  'team:view',
  'team:manage',
  'quote:view',
  'quote:manage',
  'quote:underwrite',
  'binder:view',
  'policy:view',
  'policy:manage',
  'billing:view',
  'billing:manage',
  'commission:view',
  /** Pay and hold commission, set rates (provider); keep the payout account (agency admins). */
  'commission:manage',
  'claim:view',
  'claim:manage',
  'document:view',
  'document:manage',
  'connector:manage',
  /** The security contacts of an insured account (customers). */
  'security-contact:manage',
  'webhook:manage',
  'api-key:manage',
  'flag:manage',
  /** States, industry codes, blacklisted domains (provider admins). */
  'reference:manage',
  'audit:view',
  /** Read the dev mailbox in the app (provider admins; only where no real mail is sent). */
  'mailbox:view',
  'role:admin',
  'role:operator',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (value: string): value is Permission =>
  (PERMISSIONS as readonly string[]).includes(value);

export type RoleDefinition = {
  key: string;
  name: string;
  isAdmin: boolean;
  permissions: readonly Permission[];
};

const BASE: Permission[] = ['dashboard:view', 'profile:manage'];
const ALL = PERMISSIONS.filter((p) => p !== 'role:operator');

/**
 * The one role of a partner organisation (carrier, cluster, vendor…): an admin who manages the
 * organisation's users, plus what that kind of organisation may see and do.
 */
const organisationAdmin = (key: string, permissions: readonly Permission[]): RoleDefinition => ({
  key,
  name: 'Admin',
  isAdmin: true,
  permissions: [...BASE, 'role:admin', ...permissions, 'user:view', 'user:manage'],
});

/** The roles each account type offers, with what they may do (spec 2 §6 role names). */
export const ROLE_CATALOGUE: Record<AccountType, readonly RoleDefinition[]> = {
  COWBELL: [
    { key: 'super-admin', name: 'Super Admin', isAdmin: true, permissions: ALL },
    {
      key: 'underwriter',
      name: 'Underwriter',
      isAdmin: false,
      permissions: [
        ...BASE,
        'role:operator',
        'account:view',
        'account:manage',
        'agency:view',
        'organisation:view',
        'quote:view',
        'quote:manage',
        'quote:underwrite',
        'binder:view',
        'policy:view',
        'policy:manage',
        'billing:view',
        'claim:view',
        'document:view',
        'document:manage',
        'user:view',
        'team:view',
      ],
    },
    {
      key: 'power-user',
      name: 'Power User',
      isAdmin: false,
      permissions: [
        ...BASE,
        'role:operator',
        'account:view',
        'account:manage',
        'agency:view',
        'agency:manage',
        'organisation:view',
        'quote:view',
        'quote:manage',
        'binder:view',
        'policy:view',
        'billing:view',
        'billing:manage',
        'commission:view',
        'commission:manage',
        'claim:view',
        'document:view',
        'user:view',
        'team:view',
      ],
    },
    {
      key: 'customer-success',
      name: 'Customer Success',
      isAdmin: false,
      permissions: [
        ...BASE,
        'role:operator',
        'account:view',
        'agency:view',
        'quote:view',
        'policy:view',
        'claim:view',
        'document:view',
      ],
    },
    {
      key: 'head-of-claims',
      name: 'Head of Claims',
      isAdmin: false,
      permissions: [
        ...BASE,
        'role:operator',
        'account:view',
        'policy:view',
        'claim:view',
        'claim:manage',
        'document:view',
      ],
    },
  ],
  AGENCY: [
    {
      key: 'agency-admin',
      name: 'Agency Admin',
      isAdmin: true,
      permissions: [
        ...BASE,
        'role:admin',
        'account:view',
        'account:manage',
        'agency:view',
        'agency:manage',
        'user:view',
        'user:manage',
        'team:view',
        'team:manage',
        'quote:view',
        'quote:manage',
        'binder:view',
        'policy:view',
        'billing:view',
        'commission:view',
        'commission:manage',
        'claim:view',
        'document:view',
        'document:manage',
        'webhook:manage',
        'api-key:manage',
      ],
    },
    {
      key: 'agent',
      name: 'Agent',
      isAdmin: false,
      permissions: [
        ...BASE,
        'role:operator',
        'account:view',
        'account:manage',
        'agency:view',
        'team:view',
        'quote:view',
        'quote:manage',
        'binder:view',
        'policy:view',
        'billing:view',
        'claim:view',
        'document:view',
        'document:manage',
      ],
    },
  ],
  CUSTOMER: [
    {
      key: 'account-admin',
      name: 'Account Admin',
      isAdmin: true,
      permissions: [
        ...BASE,
        'role:admin',
        'account:view',
        'user:view',
        'user:manage',
        'quote:view',
        'policy:view',
        'billing:view',
        'billing:manage',
        'claim:view',
        'claim:manage',
        'document:view',
        'connector:manage',
        'security-contact:manage',
      ],
    },
    {
      key: 'risk-manager',
      name: 'Risk Manager',
      isAdmin: false,
      permissions: [
        ...BASE,
        'role:operator',
        'account:view',
        'quote:view',
        'policy:view',
        'claim:view',
        'claim:manage',
        'document:view',
        'connector:manage',
        'security-contact:manage',
      ],
    },
    {
      key: 'policy-holder',
      name: 'Policy Holder',
      isAdmin: false,
      permissions: [
        ...BASE,
        'role:operator',
        'account:view',
        'policy:view',
        'billing:view',
        'claim:view',
        'document:view',
      ],
    },
  ],
  DIGITAL: [
    organisationAdmin('da-admin', [
      'agency:view',
      'account:view',
      'quote:view',
      'binder:view',
      'policy:view',
      'api-key:manage',
    ]),
  ],
  MSSP: [
    organisationAdmin('mssp-admin', [
      'account:view',
      'account:manage',
      'quote:view',
      'policy:view',
      'connector:manage',
    ]),
  ],
  CARRIER: [
    organisationAdmin('carrier-admin', [
      'binder:view',
      'policy:view',
      'account:view',
      'billing:view',
      'claim:view',
      // the binders and policies on its paper, pushed to its own systems (decision 042)
      'webhook:manage',
    ]),
  ],
  CLUSTER: [
    organisationAdmin('cluster-admin', [
      'agency:view',
      'binder:view',
      'policy:view',
      'account:view',
    ]),
  ],
  VENDOR: [organisationAdmin('vendor-admin', ['claim:view', 'claim:manage', 'document:view'])],
  RE_INSURER: [organisationAdmin('reinsurer-admin', ['policy:view', 'binder:view', 'claim:view'])],
  PREMIUM_PROCESSOR: [
    organisationAdmin('pp-admin', ['billing:view', 'billing:manage', 'policy:view']),
  ],
};

/**
 * The permission-matching helper of spec 1 §6: `'any'` matches everyone, `'none'` matches only
 * a caller with no permissions, a list matches any one of them by default or all of them when
 * `requireAll` is set.
 */
export function matchPermissions(
  granted: readonly string[],
  required: 'any' | 'none' | string | readonly string[],
  options: { requireAll?: boolean } = {},
): boolean {
  if (required === 'any') return true;
  if (required === 'none') return granted.length === 0;
  const list = typeof required === 'string' ? [required] : required;
  if (list.length === 0) return true;
  const has = (p: string) => granted.includes(p);
  return options.requireAll ? list.every(has) : list.some(has);
}

/** Group `resource:action` strings into `{ resource: [actions] }` (the permission map). */
export function toPermissionMap(permissions: readonly string[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const p of permissions) {
    const [resource, action] = p.split(':');
    if (!resource || !action) continue;
    (map[resource] ??= []).push(action);
  }
  return map;
}

/** Flatten a permission map back to `resource:action` strings. */
export const flattenPermissionMap = (map: Record<string, readonly string[]>): string[] =>
  Object.entries(map).flatMap(([resource, actions]) => actions.map((a) => `${resource}:${a}`));

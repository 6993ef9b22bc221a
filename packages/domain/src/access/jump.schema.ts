import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  JUMP_PATH_SEGMENTS,
  isAccountType,
  type AccountType,
} from '../accounts/account-types.ts';
import { ROLE_CATALOGUE, type Permission, type RoleDefinition } from '../auth/permissions.ts';
import { REGIONS } from '../common/region.ts';
import { ListQuerySchema, pageOf } from '../common/list.schema.ts';

export * from './messages.ts';

/** A jump or switch token is single-use and lives one minute (it is opened at once). */
export const JUMP_TOKEN_TTL_MS = 60_000;

/** POST …/jtoken and …/myToken answer the token that is opened at /loading/{token}. */
export const JumpTokenSchema = z.object({ token: z.string() });
export type JumpToken = z.infer<typeof JumpTokenSchema>;

export const AccountIdParamsSchema = z.object({ accountId: z.uuid('Not a valid account id') });
export const EnterTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** Account types a provider user can jump into: those with a jump path segment. */
export const JUMPABLE_ACCOUNT_TYPES = ACCOUNT_TYPES.filter((t) => JUMP_PATH_SEGMENTS[t]);

/** `POST /api/auth/v1/{segment}/{accountId}/jtoken` for an organisation of a type. */
export const jumpTokenPathFor = (accountType: AccountType, accountId: string): string | null => {
  const segment = JUMP_PATH_SEGMENTS[accountType];
  return segment ? `/api/auth/v1/${segment}/${encodeURIComponent(accountId)}/jtoken` : null;
};

/** GET /api/auth/v1/jump/search: organisations provider staff can open. */
export const JumpSearchQuerySchema = ListQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(10),
  accountType: z.enum(JUMPABLE_ACCOUNT_TYPES as [AccountType, ...AccountType[]]).optional(),
});
export type JumpSearchQuery = z.infer<typeof JumpSearchQuerySchema>;

export const JumpTargetSchema = z.object({
  id: z.string(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  locationAlias: z.string().nullable(),
  region: z.enum(REGIONS),
  status: z.enum(['ACTIVE', 'DISABLED']),
});
export type JumpTarget = z.infer<typeof JumpTargetSchema>;
export const JumpTargetPageSchema = pageOf(JumpTargetSchema);
export type JumpTargetPage = z.infer<typeof JumpTargetPageSchema>;

/** GET /api/auth/v1/accounts/mine: the organisations the user belongs to. */
export const MyAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  locationAlias: z.string().nullable(),
  role: z.object({ id: z.string(), name: z.string() }),
  isDefault: z.boolean(),
  /** The organisation the calling session acts in. */
  current: z.boolean(),
});
export type MyAccount = z.infer<typeof MyAccountSchema>;
export const MyAccountListSchema = z.array(MyAccountSchema);

/**
 * The role a provider user acts with inside a jumped-into organisation of `accountType`:
 * a provider admin (`role:admin`) acts as that type's admin role; anyone else as its
 * least-privileged non-admin role, or — where the type only has an admin role — as a read-only
 * operator (the admin role's `:view` permissions).
 */
export function jumpRoleFor(
  accountType: AccountType,
  jumperScopes: readonly string[],
): {
  key: string;
  name: string;
  permissions: Permission[];
} {
  const roles = ROLE_CATALOGUE[accountType];
  const admin = roles.find((r) => r.isAdmin) ?? roles[0]!;
  if (jumperScopes.includes('role:admin')) {
    return { key: admin.key, name: admin.name, permissions: [...admin.permissions].sort() };
  }
  const operators = roles.filter((r) => !r.isAdmin);
  const least = operators.reduce<RoleDefinition | undefined>(
    (best, r) => (!best || r.permissions.length < best.permissions.length ? r : best),
    undefined,
  );
  if (least)
    return { key: least.key, name: least.name, permissions: [...least.permissions].sort() };
  const readOnly = admin.permissions.filter((p) => p.endsWith(':view') || p === 'profile:manage');
  return {
    key: `${admin.key}:read-only`,
    name: 'Read Only',
    permissions: [...new Set<Permission>([...readOnly, 'role:operator'])].sort(),
  };
}

/** The scopes of a jumped session (see `jumpRoleFor`). */
export const jumpScopesFor = (accountType: string, jumperScopes: readonly string[]): string[] =>
  isAccountType(accountType) ? jumpRoleFor(accountType, jumperScopes).permissions : [];

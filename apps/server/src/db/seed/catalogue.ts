import { and, eq, notInArray, sql } from 'drizzle-orm';
import { ACCOUNT_TYPES, ROLE_CATALOGUE } from '@cyber/domain';
import type { Database } from '../client.ts';
import { featureFlags, rolePermissions, roles } from '../schema/index.ts';

/** Feature flags the platform knows (spec 1 §6), with their defaults. */
export const FLAG_CATALOGUE = [
  {
    key: 'maintenance-mode',
    description: 'Maintenance mode (all regions)',
    enabled: false,
    isPublic: true,
  },
  {
    key: 'maintenance-mode-us',
    description: 'Maintenance mode in the US region',
    enabled: false,
    isPublic: true,
  },
  {
    key: 'maintenance-mode-uk',
    description: 'Maintenance mode in the UK region',
    enabled: false,
    isPublic: true,
  },
  {
    key: 'incident-banner',
    description: 'Show the incident banner',
    enabled: false,
    isPublic: true,
  },
  {
    key: 'remember-device',
    description: 'Offer "Remember this device" at sign-in',
    enabled: true,
    isPublic: true,
  },
  {
    key: 'console-version-check',
    description: 'Poll the console version every 60 seconds',
    enabled: true,
    isPublic: true,
  },
  {
    key: 'new-agent-experience',
    description: 'New agent experience (OPT_IN_NEW_AGENT_EXPERIENCE)',
    enabled: false,
    isPublic: false,
  },
  {
    key: 'submissions-view',
    description: 'Submissions view (SUBMISSIONS_VIEW)',
    enabled: false,
    isPublic: false,
  },
  { key: 'boost-v5', description: 'Boost V5 coverages', enabled: false, isPublic: false },
  { key: 'quote-editing', description: 'Quote editing', enabled: false, isPublic: false },
  { key: 'product-selector', description: 'Product selector', enabled: true, isPublic: false },
  { key: 'uk-environment', description: 'UK environment', enabled: true, isPublic: true },
] as const;

/**
 * Bring roles, their permissions and the feature flags in line with the catalogues in code.
 * Runs at every start, so a deployment that adds a role or permission needs no data migration.
 */
export async function syncCatalogues(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const accountType of ACCOUNT_TYPES) {
      for (const role of ROLE_CATALOGUE[accountType]) {
        const [row] = await tx
          .insert(roles)
          .values({ accountType, key: role.key, name: role.name, isAdmin: role.isAdmin })
          .onConflictDoUpdate({
            target: [roles.accountType, roles.key],
            set: { name: role.name, isAdmin: role.isAdmin },
          })
          .returning({ id: roles.id });
        const roleId = row!.id;
        const permissions = [...role.permissions];
        await tx
          .delete(rolePermissions)
          .where(
            and(
              eq(rolePermissions.roleId, roleId),
              notInArray(rolePermissions.permission, permissions),
            ),
          );
        await tx
          .insert(rolePermissions)
          .values(permissions.map((permission) => ({ roleId, permission })))
          .onConflictDoNothing();
      }
    }
    for (const flag of FLAG_CATALOGUE) {
      await tx
        .insert(featureFlags)
        .values({ ...flag })
        .onConflictDoUpdate({
          target: featureFlags.key,
          set: { description: flag.description, isPublic: flag.isPublic, updatedAt: sql`now()` },
        });
    }
  });
}

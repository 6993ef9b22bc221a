import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  membershipTeams,
  memberships,
  organisations,
  roles,
  teams,
  users,
} from '../schema/index.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoLicences } from './demo-licences.ts';
import { seedDemoCarriers } from './demo-carriers.ts';
import { seedBuiltInPresets } from './demo-presets.ts';
import { seedDemoQuotes } from './demo-quotes.ts';
import { seedDemoClaims } from './demo-claims.ts';
import { seedDemoWebhooks } from './demo-webhooks.ts';
import { seedDemoConnectors } from './demo-connectors.ts';
import { seedDemoDocuments } from './demo-documents.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { DEMO_ORGANISATIONS, DEMO_USERS } from './demo-data.ts';
import { setAgencyBillTerms } from '../../modules/billing/index.ts';

/** Seed the demo organisations and people, only when the database has no organisation yet. */
export async function seedDemoData(
  db: Database,
  options: { password: string; now: Date },
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(organisations);
  if ((existing?.n ?? 0) > 0) return false;

  // Hash outside the transaction: argon2 is deliberately slow.
  const passwordHash = await hashPassword(options.password);

  await db.transaction(async (tx) => {
    const orgIds = new Map<string, string>();
    const teamIds = new Map<string, string>();
    const userIds = new Map<string, string>();
    for (const org of DEMO_ORGANISATIONS) {
      const [row] = await tx
        .insert(organisations)
        .values({
          accountType: org.accountType,
          name: org.name,
          region: org.region ?? 'US',
          agencyKind: org.agencyKind ?? null,
          parentId: org.parentRef ? orgIds.get(org.parentRef) : null,
          locationAlias: org.locationAlias ?? null,
          npn: org.npn ?? null,
          wizerCustomerId: org.wizerCustomerId ?? null,
          contactFirstName: org.contact?.firstName ?? null,
          contactLastName: org.contact?.lastName ?? null,
          contactEmail: org.contact?.email ?? null,
          contactPhone: org.contact?.phone ?? null,
          entityType: org.entityType ?? null,
          ownershipType: org.ownershipType ?? null,
          enforceMfa: org.enforceMfa ?? false,
          uwEnabled: org.uwEnabled ?? false,
        })
        .returning({ id: organisations.id });
      orgIds.set(org.ref, row!.id);
      for (const name of org.teams ?? []) {
        const [team] = await tx
          .insert(teams)
          .values({ organisationId: row!.id, name })
          .returning({ id: teams.id });
        teamIds.set(`${org.ref}/${name}`, team!.id);
      }
    }

    const yesterday = new Date(options.now.getTime() - 86_400_000);
    for (const u of DEMO_USERS) {
      const org = DEMO_ORGANISATIONS.find((o) => o.ref === u.orgRef)!;
      const [role] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.accountType, org.accountType), eq(roles.key, u.roleKey)));
      if (!role)
        throw new Error(`Demo user ${u.email}: no role ${u.roleKey} for ${org.accountType}`);
      const [user] = await tx
        .insert(users)
        .values({
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          phone: u.phone ?? null,
          npn: u.npn ?? null,
          passwordHash,
          passwordChangedAt: options.now,
          passwordExpiresAt: u.passwordExpired ? yesterday : null,
          mfaType: u.mfaType ?? 'NONE',
          mfaSecret: u.mfaSecret ?? null,
          emailValidatedAt: u.unvalidated ? null : options.now,
          status: u.disabled ? 'DISABLED' : 'ACTIVE',
        })
        .returning({ id: users.id });
      userIds.set(u.email, user!.id);
      const [membership] = await tx
        .insert(memberships)
        .values({
          userId: user!.id,
          organisationId: orgIds.get(u.orgRef)!,
          roleId: role.id,
          isDefault: true,
        })
        .returning({ id: memberships.id });
      for (const team of u.teams ?? []) {
        await tx
          .insert(membershipTeams)
          .values({ membershipId: membership!.id, teamId: teamIds.get(`${u.orgRef}/${team}`)! });
      }
      for (const extra of u.alsoMemberOf ?? []) {
        const other = DEMO_ORGANISATIONS.find((o) => o.ref === extra.orgRef)!;
        const [otherRole] = await tx
          .select({ id: roles.id })
          .from(roles)
          .where(and(eq(roles.accountType, other.accountType), eq(roles.key, extra.roleKey)));
        if (!otherRole) throw new Error(`Demo user ${u.email}: no role ${extra.roleKey}`);
        await tx.insert(memberships).values({
          userId: user!.id,
          organisationId: orgIds.get(extra.orgRef)!,
          roleId: otherRole.id,
          isDefault: false,
        });
      }
    }
    await seedDemoAccounts(tx, { now: options.now, orgIds, userIds });
    await seedDemoCarriers(tx, { now: options.now, orgIds });
    await seedDemoLicences(tx, { now: options.now });
    await seedBuiltInPresets(tx, { now: options.now });
    // the wholesale brokerage bills its clients and remits monthly (decision 058)
    await setAgencyBillTerms(tx, {
      agencyId: orgIds.get('summit')!,
      enabled: true,
      updatedBy: null,
      updatedAt: options.now,
    });
    await seedDemoQuotes(tx, { now: options.now, orgIds, userIds });
    await seedDemoClaims(tx, { now: options.now, orgIds, userIds });
    await seedDemoWebhooks(tx, { now: options.now, orgIds, userIds });
    await seedDemoConnectors(tx, { now: options.now, orgIds, userIds });
    await seedDemoDocuments(tx, { now: options.now, orgIds, userIds });
  });
  return true;
}

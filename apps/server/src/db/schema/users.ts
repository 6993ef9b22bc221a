import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    npn: text('npn'),
    avatarUrl: text('avatar_url'),
    avatarFileId: uuid('avatar_file_id'),
    /** Provider staff: slack handle (spec 2 §6). */
    slackHandle: text('slack_handle'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    mfaType: text('mfa_type').notNull().default('NONE'),
    mfaSecret: text('mfa_secret'),
    /** Last TOTP time step accepted, so a code cannot be replayed. */
    mfaLastStep: integer('mfa_last_step'),
    emailValidatedAt: timestamp('email_validated_at', { withTimezone: true }),
    status: text('status').notNull().default('ACTIVE'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The sign-in before the latest one: what "last signed in" shows a user who just signed in. */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check('users_mfa_type_check', sql`${t.mfaType} in ('EMAIL','GOOGLE','NONE','SMS')`),
    check('users_status_check', sql`${t.status} in ('ACTIVE','DISABLED')`),
  ],
);

/** Roles per account type, synchronised at start-up from the catalogue in packages/domain. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountType: text('account_type').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
  },
  (t) => [uniqueIndex('roles_type_key_idx').on(t.accountType, t.key)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teams_org_name_idx').on(t.organisationId, t.name)],
);

/** A user's place in an organisation: one role there, and any of its teams. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    isDefault: boolean('is_default').notNull().default(false),
    /** The organisation's primary contact / billing contact (spec 2 §6 rules per persona). */
    isPrimaryContact: boolean('is_primary_contact').notNull().default(false),
    isBillingContact: boolean('is_billing_contact').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_user_org_idx').on(t.userId, t.organisationId),
    index('memberships_org_idx').on(t.organisationId),
  ],
);

export const membershipTeams = pgTable(
  'membership_teams',
  {
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.membershipId, t.teamId] }),
    index('membership_teams_team_idx').on(t.teamId),
  ],
);

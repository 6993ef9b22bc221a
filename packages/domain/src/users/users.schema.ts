import { z } from 'zod';
import { ACCOUNT_TYPES, type AccountType } from '../accounts/account-types.ts';
import { formatPhone } from '../auth/mfa-settings.schema.ts';
import { ROLE_CATALOGUE } from '../auth/permissions.ts';
import { ListQuerySchema, pageOf } from '../common/list.schema.ts';
import { REGIONS, type Region } from '../common/region.ts';

/** Messages of users and teams: spec 2 §8 verbatim (typos included), then our own. */
export const USERS_MESSAGES = {
  // spec 2 §5 / §8
  accountRequired: 'Account is required',
  rolesLoadFailed: 'Sorry, we were unable to fetch the account roles data, please try again.',
  userAccountsLoadFailed: "We could not fetch the user's accounts, please try again.",
  addAccountsFailed: "There's been an error adding these accounts, Please try again.",
  deleteRequestFailed: 'Failed to request user deletion. Please try again',
  userRemoved: 'User removed',
  teamRemoved: 'Team removed',
  invalidPhone: 'Invalid phone number',
  // ours
  roleRequired: 'Role is required',
  roleUnknown: 'This role does not exist for this type of organisation.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: 'Must be 100 characters or less',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  slackHandleInvalid:
    'A slack handle is letters, digits, dots, dashes and underscores (at most 80).',
  slackHandleStaffOnly: 'Only provider staff can set a slack handle.',
  emailInOrganisation: 'A user with this email address already belongs to this organisation.',
  emailElsewhere:
    'A user with this email address already exists in another organisation. Provider staff can add this organisation to their accounts.',
  userNotFound: 'User not found.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  cannotDeleteSelf: 'You cannot delete yourself.',
  lastAdmin: 'This user is the last admin of the organisation. Make another user an admin first.',
  userCreated: 'User created. We have sent them an email to confirm their account.',
  userUpdated: 'User updated',
  accountsSaved: 'Accounts saved',
  organisationNotFound: 'Organisation not found.',
  teamsRequired: 'Please select at least one team for this role',
  teamRequired: 'Please select a team',
  teamNotFound: 'Team not found.',
  teamNameRequired: 'Team name is required',
  teamNameTaken: 'A team with this name already exists.',
  teamHasMembers: 'This team still has users. Move them to another team first.',
  teamCreated: 'Team created',
  teamRenamed: 'Team renamed',
  teamsMigrated: 'Teams updated',
  migrateTargetRequired: 'Please select at least one team to move to',
  providerOnly: 'Only provider staff can manage the accounts of a user.',
  userIdOrEmailRequired: 'Give a user id or an email address.',
  homeAccountLocked: "The user's own organisation cannot be changed here.",
} as const;

// ---- roles ------------------------------------------------------------------------------------

/** A role as the user form offers it. */
export const UserRoleSchema = z.object({ key: z.string(), name: z.string(), isAdmin: z.boolean() });
export type UserRole = z.infer<typeof UserRoleSchema>;

/** GET /api/auth/v1/roles?accountType= */
export const RolesQuerySchema = z.object({ accountType: z.enum(ACCOUNT_TYPES).optional() });
export type RolesQuery = z.infer<typeof RolesQuerySchema>;
export const RoleListSchema = z.array(UserRoleSchema);

export const rolesOf = (accountType: AccountType): UserRole[] =>
  ROLE_CATALOGUE[accountType].map(({ key, name, isAdmin }) => ({ key, name, isAdmin }));

export const findRole = (accountType: AccountType, key: string) =>
  ROLE_CATALOGUE[accountType].find((role) => role.key === key);

/**
 * Team-realm roles (spec 2 §6 "agency roles can be team-realm roles needing team assignment"): an
 * agency's non-admin roles work inside teams, so giving one needs at least one team. Admins see
 * the whole agency.
 */
export const TEAM_REALM_ROLE_KEYS: Partial<Record<AccountType, readonly string[]>> = {
  AGENCY: ['agent'],
};
export const isTeamRealmRole = (accountType: AccountType, roleKey: string) =>
  (TEAM_REALM_ROLE_KEYS[accountType] ?? []).includes(roleKey);

/** Spec 2 §4/§6: the Technician role hides the primary and billing contact options. */
export const hidesContactOptions = (role: Pick<UserRole, 'key' | 'name'> | null | undefined) =>
  !!role && (role.key === 'technician' || role.name === 'Technician');

/**
 * Delete wording (spec 2 §6): admin-type roles have access to all accounts, customer roles to the
 * policyholder's account; anyone else only loses their assigned accounts.
 */
export const ADMIN_TYPE_ROLE_NAMES = [
  'Super Admin',
  'Corp Admin',
  'Agency Admin',
  'Power User',
  'Customer Success',
  'Principal Producer',
  'Customer Service',
] as const;
export const CUSTOMER_ROLE_NAMES = ['Account Admin', 'Risk Manager', 'Policy Holder'] as const;
export type DeleteWording = 'allAccounts' | 'customer' | 'assigned';
export function deleteWordingOf(roleName: string): DeleteWording {
  if ((ADMIN_TYPE_ROLE_NAMES as readonly string[]).includes(roleName)) return 'allAccounts';
  if ((CUSTOMER_ROLE_NAMES as readonly string[]).includes(roleName)) return 'customer';
  return 'assigned';
}

// ---- phones -----------------------------------------------------------------------------------

/** The phone's country on the user form (+1 / +44, spec 2 §1). */
export const PHONE_COUNTRIES = REGIONS;
export type PhoneCountry = Region;
export const PHONE_PREFIX: Record<PhoneCountry, string> = { US: '+1', UK: '+44' };

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * A light shape check the form and the API share; the API validates the number itself with
 * libphonenumber for the chosen region. US: 10 digits (or 11 with a leading 1); UK: 10 or 11
 * digits (a leading 0 or 44 allowed).
 */
export function phoneLooksValid(value: string, country: PhoneCountry): boolean {
  let digits = digitsOf(value);
  if (country === 'US') {
    if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
    return digits.length === 10;
  }
  if (digits.startsWith('44')) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === 10;
}

/** The country of a stored phone: +44… is the UK, anything else the US. */
export const phoneCountryOf = (phone: string | null | undefined): PhoneCountry =>
  phone?.replace(/[^\d+]/g, '').startsWith('+44') ? 'UK' : 'US';

/** A stored phone for the users table: (###) ###-#### in the US, +44 NNNN NNNNNN in the UK. */
export const displayUserPhone = (phone: string | null | undefined): string =>
  phone ? formatPhone(phoneCountryOf(phone) === 'US' ? phone.replace(/^\+1/, '') : phone) : '';

/** The phone as the form edits it: national digits without the country prefix. */
export const nationalDigitsOf = (phone: string | null | undefined): string => {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  if (phoneCountryOf(phone) === 'UK') return digits.replace(/^44/, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
};

// ---- users ------------------------------------------------------------------------------------

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, USERS_MESSAGES.nameTooLong);

export const SLACK_HANDLE_PATTERN = /^@?[A-Za-z0-9._-]{1,80}$/;

const userFields = {
  role: z.string({ error: USERS_MESSAGES.roleRequired }).trim().min(1, USERS_MESSAGES.roleRequired),
  firstName: name(USERS_MESSAGES.firstNameRequired),
  lastName: name(USERS_MESSAGES.lastNameRequired),
  phoneCountry: z.enum(PHONE_COUNTRIES).default('US'),
  phone: z
    .string({ error: USERS_MESSAGES.phoneRequired })
    .trim()
    .min(1, USERS_MESSAGES.phoneRequired)
    .max(30, USERS_MESSAGES.invalidPhone),
  primaryContact: z.boolean().default(false),
  billingContact: z.boolean().default(false),
  slackHandle: z
    .string()
    .trim()
    .max(81)
    .refine((v) => v === '' || SLACK_HANDLE_PATTERN.test(v), USERS_MESSAGES.slackHandleInvalid)
    .nullish(),
};

const withPhoneCheck = <T extends z.ZodType<{ phone: string; phoneCountry: PhoneCountry }>>(
  schema: T,
) =>
  schema.refine((v) => phoneLooksValid(v.phone, v.phoneCountry), {
    message: USERS_MESSAGES.invalidPhone,
    path: ['phone'],
  });

/** The user form (spec 2 §5 "role, first/last name, valid e-mail, phone by country are required"). */
export const UserFormSchema = withPhoneCheck(
  z.object({
    ...userFields,
    email: z
      .string({ error: USERS_MESSAGES.emailRequired })
      .trim()
      .min(1, USERS_MESSAGES.emailRequired)
      .max(254, USERS_MESSAGES.emailInvalid)
      .pipe(z.email(USERS_MESSAGES.emailInvalid)),
  }),
);
export type UserFormInput = z.input<typeof UserFormSchema>;

/** POST /api/auth/v1/users: the form, plus the organisation (provider staff only). */
export const CreateUserRequestSchema = withPhoneCheck(
  z.object({
    ...userFields,
    email: z
      .string({ error: USERS_MESSAGES.emailRequired })
      .trim()
      .min(1, USERS_MESSAGES.emailRequired)
      .max(254, USERS_MESSAGES.emailInvalid)
      .pipe(z.email(USERS_MESSAGES.emailInvalid)),
    organisationId: z.uuid().optional(),
  }),
);
export type CreateUserRequest = z.input<typeof CreateUserRequestSchema>;

/** PUT /api/auth/v1/users/{id}: everything but the e-mail (the sign-in name stays). */
export const UpdateUserRequestSchema = withPhoneCheck(
  z.object({ ...userFields, organisationId: z.uuid().optional() }),
);
export type UpdateUserRequest = z.input<typeof UpdateUserRequestSchema>;

export const UserIdParamsSchema = z.object({ id: z.uuid() });
export const OrganisationScopeQuerySchema = z.object({ organisationId: z.uuid().optional() });

export const UserListQuerySchema = ListQuerySchema.extend({ organisationId: z.uuid().optional() });
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

/** Sort fields of the users list. */
export const USER_SORT_FIELDS = ['name', 'email', 'role', 'lastLoginAt', 'createdAt'] as const;

export const OrganisationUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: UserRoleSchema,
  primaryContact: z.boolean(),
  billingContact: z.boolean(),
  slackHandle: z.string().nullable(),
  status: z.string(),
  /** False until the user confirmed the account by choosing a password. */
  confirmed: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type OrganisationUser = z.infer<typeof OrganisationUserSchema>;
export const OrganisationUserPageSchema = pageOf(OrganisationUserSchema);
export type OrganisationUserPage = z.infer<typeof OrganisationUserPageSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

// ---- add accounts to a user (provider staff) --------------------------------------------------

/** GET /api/auth/v1/users/accounts?userId= | email= */
export const UserAccountsQuerySchema = z
  .object({
    userId: z.uuid().optional(),
    email: z.string().trim().toLowerCase().optional(),
  })
  .refine((q) => q.userId || q.email, USERS_MESSAGES.userIdOrEmailRequired);
export type UserAccountsQuery = z.infer<typeof UserAccountsQuerySchema>;

const OptionSchema = z.object({ label: z.string(), value: z.string() });

/** One account of a user (spec 2 §3 "accountType, organization (label, value), role, teams"). */
export const UserAccountItemSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES),
  organization: OptionSchema,
  role: UserRoleSchema,
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The user's own organisation: shown, not changed here. */
  isDefault: z.boolean(),
});
export type UserAccountItem = z.infer<typeof UserAccountItemSchema>;

export const UserAccountsSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  accounts: z.array(UserAccountItemSchema),
});
export type UserAccounts = z.infer<typeof UserAccountsSchema>;

/**
 * PUT /api/auth/v1/users/accounts: the user's extra accounts as a whole. `accountRoleMap` is
 * organisation id → role key; `accountTeamsMap` is organisation id → team ids. Organisations not
 * in the map lose the user's membership (never the user's own organisation).
 */
export const PutUserAccountsRequestSchema = z.object({
  userId: z.uuid(),
  accountRoleMap: z.record(
    z.uuid(USERS_MESSAGES.accountRequired),
    z.string().min(1, USERS_MESSAGES.roleRequired),
  ),
  accountTeamsMap: z.record(z.uuid(), z.array(z.uuid())).default({}),
});
export type PutUserAccountsRequest = z.input<typeof PutUserAccountsRequestSchema>;

/** One row of the add-accounts form (client side). */
export const AccountRowFormSchema = z
  .object({
    accountType: z.enum(ACCOUNT_TYPES, { error: USERS_MESSAGES.accountRequired }),
    organization: OptionSchema.nullable().refine((o) => !!o?.value, USERS_MESSAGES.accountRequired),
    role: z.string().min(1, USERS_MESSAGES.accountRequired),
    teams: z.array(z.string()),
  })
  .refine((row) => !isTeamRealmRole(row.accountType, row.role) || row.teams.length > 0, {
    message: USERS_MESSAGES.teamsRequired,
    path: ['teams'],
  });
export type AccountRowForm = z.input<typeof AccountRowFormSchema>;

/** GET /api/auth/v1/users/organisations?accountType=&search= (provider staff: the picker). */
export const OrganisationPickerQuerySchema = ListQuerySchema.extend({
  accountType: z.enum(ACCOUNT_TYPES),
});
export type OrganisationPickerQuery = z.infer<typeof OrganisationPickerQuerySchema>;
export const OrganisationOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  locationAlias: z.string().nullable(),
});
export type OrganisationOption = z.infer<typeof OrganisationOptionSchema>;
export const OrganisationOptionPageSchema = pageOf(OrganisationOptionSchema);

// ---- teams ------------------------------------------------------------------------------------

export const TeamListQuerySchema = ListQuerySchema.extend({ organisationId: z.uuid().optional() });
export type TeamListQuery = z.infer<typeof TeamListQuerySchema>;
export const TEAM_SORT_FIELDS = ['name', 'members', 'createdAt'] as const;

export const TeamRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.number().int(),
  createdAt: z.string(),
});
export type TeamRow = z.infer<typeof TeamRowSchema>;
export const TeamPageSchema = pageOf(TeamRowSchema);
export type TeamPage = z.infer<typeof TeamPageSchema>;

export const TeamInputSchema = z.object({
  name: z
    .string({ error: USERS_MESSAGES.teamNameRequired })
    .trim()
    .min(1, USERS_MESSAGES.teamNameRequired)
    .max(100, USERS_MESSAGES.nameTooLong),
});
export type TeamInput = z.infer<typeof TeamInputSchema>;

/**
 * PUT /api/auth/v1/users/teams/migrate/{userId}: take the user out of `fromTeamIds` (all their
 * teams when absent) and put them in `toTeamIds`, in the organisation acted in.
 */
export const MigrateTeamsRequestSchema = z.object({
  fromTeamIds: z.array(z.uuid()).optional(),
  toTeamIds: z.array(z.uuid()).min(1, USERS_MESSAGES.migrateTargetRequired),
});
export type MigrateTeamsRequest = z.infer<typeof MigrateTeamsRequestSchema>;
export const UserTeamsSchema = z.object({
  userId: z.string(),
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type UserTeams = z.infer<typeof UserTeamsSchema>;

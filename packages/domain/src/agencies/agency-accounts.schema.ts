import { z } from 'zod';
import { AGENCY_RELATIONS } from '../accounts/account.schema.ts';
import { ListQuerySchema, pageOf } from '../common/list.schema.ts';
import { AGENCY_MESSAGES } from './agency.schema.ts';

/**
 * An agency's book and people (spec 2 §7 "Assign agency by e-mail (accountIds)", "list agents and
 * teams of an agency (size up to 3000)", "agency agent search"): assigning an agency and its
 * agent to several accounts at once, the agency's accounts, and the agent and team pickers.
 */

/** The most accounts one assign-by-e-mail call may name. */
export const BULK_ASSIGN_MAX_ACCOUNTS = 500;
/** Agent and team pickers: the spec's "size up to 3000". */
export const AGENCY_PEOPLE_MAX_SIZE = 3000;
/** Agent autocomplete waits this long after typing stops (spec 2 §9: 300 or 500 ms). */
export const AGENT_SEARCH_DEBOUNCE_MS = 500;

export const AGENCY_ACCOUNTS_MESSAGES = {
  accountsRequired: 'Select at least one account',
  tooManyAccounts: `Assign at most ${BULK_ASSIGN_MAX_ACCOUNTS} accounts at a time`,
  agentEmailRequired: 'Agent e-mail is required',
  assignFailed: 'Not able to assign agencies at this time.',
} as const;

/**
 * POST /api/account/v1/agency/assign-by-email: the agency assignment payload of spec 2 §3 with
 * the accounts it applies to. The agent is named by e-mail and must belong to the agency.
 */
export const BulkAssignAgencyInputSchema = z.object({
  accountIds: z
    .array(z.uuid(), { error: AGENCY_ACCOUNTS_MESSAGES.accountsRequired })
    .min(1, AGENCY_ACCOUNTS_MESSAGES.accountsRequired)
    .max(BULK_ASSIGN_MAX_ACCOUNTS, AGENCY_ACCOUNTS_MESSAGES.tooManyAccounts)
    .transform((ids) => [...new Set(ids)]),
  agencyId: z.uuid({ error: AGENCY_MESSAGES.notAnAgency }),
  agencyName: z.string().optional(),
  agentFirstName: z.string().optional(),
  agentLastName: z.string().optional(),
  agentEmail: z
    .string({ error: AGENCY_ACCOUNTS_MESSAGES.agentEmailRequired })
    .trim()
    .min(1, AGENCY_ACCOUNTS_MESSAGES.agentEmailRequired)
    .toLowerCase()
    .pipe(z.email(AGENCY_MESSAGES.invalidEmail)),
  agentPhoneNumber: z.string().optional().nullable(),
  teamId: z.uuid().optional().nullable(),
  /** true: add the agency as LINKED; false: it becomes the agency of record (ASSIGNED). */
  link: z.boolean().default(false),
});
export type BulkAssignAgencyInput = z.input<typeof BulkAssignAgencyInputSchema>;

export const BulkAssignResultSchema = z.object({
  message: z.string(),
  assigned: z.number().int(),
});
export type BulkAssignResult = z.infer<typeof BulkAssignResultSchema>;

// ------------------------------------------------------------------ the agency's accounts

export const AGENCY_ACCOUNT_SORTS = ['name', 'cbid', 'state', 'city', 'relation', 'linkedAt'];

export const AgencyAccountsQuerySchema = ListQuerySchema.extend({
  relation: z.enum(['ASSIGNED', 'LINKED']).optional(),
});
export type AgencyAccountsQuery = z.input<typeof AgencyAccountsQuerySchema>;

export const AgencyAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  cbid: z.string(),
  region: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  accountStatus: z.string(),
  relation: z.enum(AGENCY_RELATIONS),
  isFavourite: z.boolean(),
  agent: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  team: z.object({ id: z.string(), name: z.string() }).nullable(),
  linkedAt: z.string(),
});
export type AgencyAccount = z.infer<typeof AgencyAccountSchema>;
export const AgencyAccountPageSchema = pageOf(AgencyAccountSchema);
export type AgencyAccountPage = z.infer<typeof AgencyAccountPageSchema>;

// ------------------------------------------------------------------ agent and team pickers

export const AgencyPeopleQuerySchema = ListQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(AGENCY_PEOPLE_MAX_SIZE).default(25),
});
export type AgencyPeopleQuery = z.input<typeof AgencyPeopleQuerySchema>;

export const AgencyAgentOptionSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roleName: z.string(),
});
export type AgencyAgentOption = z.infer<typeof AgencyAgentOptionSchema>;
export const AgencyAgentPageSchema = pageOf(AgencyAgentOptionSchema);

export const AgencyTeamOptionSchema = z.object({ id: z.string(), name: z.string() });
export type AgencyTeamOption = z.infer<typeof AgencyTeamOptionSchema>;
export const AgencyTeamPageSchema = pageOf(AgencyTeamOptionSchema);

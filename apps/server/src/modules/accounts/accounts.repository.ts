import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNull,
  like,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { isUuid, type AccountType } from '@cyber/domain';
import type { Database, Tx } from '../../db/client.ts';
import {
  accountProfiles,
  agencyAccounts,
  organisationMembers,
  memberships,
  organisations,
  teams,
  users,
} from '../../db/schema/index.ts';
import { likeEscape, offsetOf, orderByOf } from '../../lib/paging.ts';
import { createOrganisation, patchOrganisation } from '../organisations/index.ts';

/** The only file of the accounts module that touches the ORM. */
type Db = Database | Tx;

export type OrganisationRow = typeof organisations.$inferSelect;
export type ProfileRow = typeof accountProfiles.$inferSelect;
export type ProfileInsert = typeof accountProfiles.$inferInsert;
export type AccountRow = { org: OrganisationRow; profile: ProfileRow };

/** Whose accounts a call may see: the organisation acted in and its type. */
export type AccountScope = { organisationId: string; accountType: AccountType };

/** Relations through which an agency sees an account (a REQUESTED one is not yet visible). */
const VISIBLE_RELATIONS = sql`('ASSIGNED','LINKED')`;

/**
 * THE visibility rule of insured accounts; every query of this module goes through it.
 * - provider staff (COWBELL): every account;
 * - an agency: accounts it has an ASSIGNED or LINKED agency_accounts row for;
 * - an aggregator (DIGITAL) or cluster: the accounts of its member agencies
 *   (organisation_members);
 * - an MSSP: the accounts it created (organisations.parent_id = the MSSP);
 * - a customer: its own account only;
 * - anyone else: none.
 * Deleted accounts are never visible. Callers outside the rule get a 404, never a 403.
 * It reads account_profiles only (a profile exists for CUSTOMER organisations alone), so a
 * count can skip the organisations join; queries that select columns join organisations too.
 *
 * `contains` (the accounts list's search, a LIKE pattern the caller also applies to the
 * profile) narrows an agency's links to those whose copy of the searched columns matches
 * (agency_accounts.search_key, migration 0013), so the query can start from the agency's
 * matching accounts through one trigram index. It drops only links whose account cannot match.
 */
export function visibleAccounts(scope: AccountScope, contains?: string): SQL {
  const base = ne(accountProfiles.accountStatus, 'DELETED');
  const org = scope.organisationId;
  const account = accountProfiles.organisationId;
  switch (scope.accountType) {
    case 'COWBELL':
      return base;
    case 'AGENCY':
      return and(
        base,
        sql`exists (select 1 from ${agencyAccounts} aa where aa.agency_id = ${org}
          and aa.account_id = ${account} and aa.relation in ${VISIBLE_RELATIONS}${
            contains ? sql` and ${linkMatches(contains)}` : sql``
          })`,
      )!;
    case 'DIGITAL':
    case 'CLUSTER':
      return and(
        base,
        sql`exists (select 1 from ${agencyAccounts} aa join ${organisationMembers} om
          on om.member_id = aa.agency_id
          where om.group_id = ${org} and aa.account_id = ${account}
          and aa.relation in ${VISIBLE_RELATIONS})`,
      )!;
    case 'MSSP':
      return and(
        base,
        sql`exists (select 1 from ${organisations} mo where mo.id = ${account}
          and mo.parent_id = ${org})`,
      )!;
    case 'CUSTOMER':
      return and(base, eq(account, org))!;
    default:
      return sql`false`;
  }
}

/**
 * A link whose search_key (name_key, cbid, city and domain_name, one per line, lower-cased by the
 * database) may hold a match of the list's contains search: with the pattern lower-cased as the
 * list matches the name, or as the database lower-cases both sides of the other three's ILIKE.
 * Every account the search finds passes. Two LIKEs rather than an ILIKE: the trigram index
 * serves both, and a scan of the agency's links stays cheap when the planner prefers one.
 */
const linkMatches = (contains: string) =>
  sql`(aa.search_key like ${contains.toLowerCase()} or aa.search_key like lower(${contains}))`;

const prefix = (value: string) => `${likeEscape(value)}%`;

/** The lower-cased name in byte order: the lookup's filter and order (one index). */
const NAME_KEY = sql`(${accountProfiles.nameKey} collate "C")`;
/** A search that may be an account number (CB-0000123): also matched against cbid. */
const CBID_LIKE = /^[a-z]{2}-/i;
/** State filters match the stored value: US codes in capitals, UK counties as listed. */
const canonicalState = (state: string) => (/^[a-z]{2}$/i.test(state) ? state.toUpperCase() : state);
/** The lookup counts matches up to this many; beyond it the user narrows the search. */
export const LOOKUP_COUNT_CAP = 1000;

/**
 * The agency shown in lists: the caller's own relation for an agency, otherwise the agency of
 * record (the oldest ASSIGNED one).
 */
const listedAgency = (scope: AccountScope) =>
  scope.accountType === 'AGENCY'
    ? sql`aa2.agency_id = ${scope.organisationId}`
    : sql`aa2.relation = 'ASSIGNED'`;

const summaryColumns = (scope: AccountScope) => ({
  id: organisations.id,
  name: organisations.name,
  region: organisations.region,
  cbid: accountProfiles.cbid,
  accountStatus: accountProfiles.accountStatus,
  address1: accountProfiles.address1,
  city: accountProfiles.city,
  state: accountProfiles.state,
  zipCode: accountProfiles.zipCode,
  phone: accountProfiles.phone,
  domainName: accountProfiles.domainName,
  totalRevenue: accountProfiles.totalRevenue,
  profileScore: accountProfiles.profileScore,
  createdAt: accountProfiles.createdAt,
  updatedAt: accountProfiles.updatedAt,
  agencyName: sql<string | null>`(select ag.name from ${agencyAccounts} aa2
    join ${organisations} ag on ag.id = aa2.agency_id
    where aa2.account_id = ${organisations.id} and ${listedAgency(scope)}
    order by aa2.created_at limit 1)`,
  agentName: sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from ${agencyAccounts} aa2
    join ${users} u on u.id = aa2.agent_user_id
    where aa2.account_id = ${organisations.id} and ${listedAgency(scope)}
    order by aa2.created_at limit 1)`,
  teamName: sql<string | null>`coalesce((select t.name from ${agencyAccounts} aa2
    join ${teams} t on t.id = aa2.team_id
    where aa2.account_id = ${organisations.id} and ${listedAgency(scope)}
    order by aa2.created_at limit 1), (select t.name from ${teams} t where t.id = ${accountProfiles.teamId}))`,
});
export type AccountSummaryRow = Awaited<ReturnType<typeof searchAccounts>>['rows'][number];

/** Lookup and the new-account modal: name (or cbid) prefix, state/country, city, zip. */
export async function searchAccounts(
  db: Db,
  scope: AccountScope,
  query: {
    page: number;
    size: number;
    search?: string | undefined;
    state?: string | undefined;
    country?: 'USA' | 'GBR' | undefined;
    city?: string | undefined;
    zipCode?: string | undefined;
    phone?: string | undefined;
    street?: string | undefined;
  },
) {
  // Name and state filters and the order live on account_profiles (name_key = lower(name),
  // kept by triggers) so one index serves filter, order and limit (bench/account-search.ts).
  const search = query.search?.toLowerCase();
  const byName = search ? sql`${NAME_KEY} like ${prefix(search)}` : undefined;
  const where = and(
    visibleAccounts(scope),
    byName && query.search && CBID_LIKE.test(query.search)
      ? or(byName, like(accountProfiles.cbid, prefix(query.search.toUpperCase())))
      : byName,
    query.state ? eq(accountProfiles.state, canonicalState(query.state)) : undefined,
    query.country
      ? sql`exists (select 1 from ${organisations} ro where ro.id = ${accountProfiles.organisationId}
          and ro.region = ${query.country === 'GBR' ? 'UK' : 'US'})`
      : undefined,
    query.city ? ilike(accountProfiles.city, prefix(query.city)) : undefined,
    query.zipCode ? ilike(accountProfiles.zipCode, prefix(query.zipCode)) : undefined,
    query.street ? ilike(accountProfiles.address1, `%${likeEscape(query.street)}%`) : undefined,
    query.phone
      ? sql`regexp_replace(coalesce(${accountProfiles.phone}, ''), '\\D', '', 'g') like ${`%${query.phone.replace(/\D/g, '')}%`}`
      : undefined,
  );
  // Byte order of the lower-cased name: an exact name comes first (it is the shortest string
  // with its own prefix), then alphabetical; the account number breaks ties.
  const rows = await db
    .select(summaryColumns(scope))
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(where)
    .orderBy(NAME_KEY, asc(accountProfiles.cbid))
    .limit(query.size)
    .offset(offsetOf(query));
  // A lookup narrows by typing: matches are counted up to LOOKUP_COUNT_CAP, not beyond.
  return { rows, total: await cappedCount(db, where, LOOKUP_COUNT_CAP) };
}

/**
 * How many visible profiles match, counting no further than `cap` (a count of a million rows
 * costs more than the page). Every filter reads account_profiles, so no join is needed and the
 * lookup's count walks one partial index.
 */
async function cappedCount(db: Db, where: SQL | undefined, cap: number) {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(accountProfiles)
    .where(where)
    .limit(cap)
    .as('capped');
  const [total] = await db.select({ n: count() }).from(capped);
  return total?.n ?? 0;
}

/** The accounts screen counts up to this many; the pager then reads "1,000+". */
export const LIST_COUNT_CAP = 1000;

const LIST_SORTS = {
  name: NAME_KEY,
  cbid: accountProfiles.cbid,
  state: accountProfiles.state,
  city: accountProfiles.city,
  profileScore: accountProfiles.profileScore,
  totalRevenue: accountProfiles.totalRevenue,
  accountStatus: accountProfiles.accountStatus,
  created: accountProfiles.createdAt,
  createdAt: accountProfiles.createdAt,
  modified: accountProfiles.updatedAt,
  updatedAt: accountProfiles.updatedAt,
};

/** The accounts screen: paged, sorted, searched (name, cbid, city, domain), by team. */
export async function listAccounts(
  db: Db,
  scope: AccountScope,
  query: {
    page: number;
    size: number;
    sort?: string | undefined;
    search?: string | undefined;
    teamId?: string | undefined;
    /** Only accounts in this status. */
    status?: string | undefined;
    /** Another module's rule over the account's id (the ACCOUNTS tab's filters). */
    where?: ((account: SQLWrapper) => SQL) | undefined;
  },
) {
  const contains = query.search ? `%${likeEscape(query.search)}%` : '';
  const teamFilter =
    query.teamId && isUuid(query.teamId)
      ? scope.accountType === 'AGENCY'
        ? sql`exists (select 1 from ${agencyAccounts} aa where aa.account_id = ${accountProfiles.organisationId}
            and aa.agency_id = ${scope.organisationId} and aa.team_id = ${query.teamId})`
        : or(
            eq(accountProfiles.teamId, query.teamId),
            sql`exists (select 1 from ${agencyAccounts} aa where aa.account_id = ${accountProfiles.organisationId}
              and aa.team_id = ${query.teamId})`,
          )
      : undefined;
  const where = and(
    // An agency's search starts from its own matching links (decision 012, at a million accounts).
    visibleAccounts(scope, query.search ? contains : undefined),
    query.search
      ? or(
          sql`${accountProfiles.nameKey} like ${contains.toLowerCase()}`,
          ilike(accountProfiles.cbid, contains),
          ilike(accountProfiles.city, contains),
          ilike(accountProfiles.domainName, contains),
        )
      : undefined,
    teamFilter,
    query.status ? eq(accountProfiles.accountStatus, query.status) : undefined,
    query.where?.(accountProfiles.organisationId),
  );
  const rows = await db
    .select(summaryColumns(scope))
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(where)
    .orderBy(
      orderByOf(query.sort, LIST_SORTS, desc(accountProfiles.updatedAt)),
      asc(accountProfiles.organisationId),
    )
    .limit(query.size)
    .offset(offsetOf(query));
  const total = await cappedCount(db, where, LIST_COUNT_CAP);
  return { rows, total, totalIsCapped: total >= LIST_COUNT_CAP };
}

/** One account the caller may see, or null (also when it exists but is not theirs). */
export async function findVisibleAccount(
  db: Db,
  scope: AccountScope,
  accountId: string,
): Promise<AccountRow | null> {
  const [row] = await db
    .select({ org: organisations, profile: accountProfiles })
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(and(eq(organisations.id, accountId), visibleAccounts(scope)));
  return row ?? null;
}

/** The agencies related to an account, with agent and team. */
export async function accountAgencies(db: Db, accountId: string) {
  return db
    .select({
      agencyId: agencyAccounts.agencyId,
      agencyName: organisations.name,
      relation: agencyAccounts.relation,
      agentId: users.id,
      agentFirstName: users.firstName,
      agentLastName: users.lastName,
      agentEmail: users.email,
      agentPhone: users.phone,
      teamId: teams.id,
      teamName: teams.name,
    })
    .from(agencyAccounts)
    .innerJoin(organisations, eq(organisations.id, agencyAccounts.agencyId))
    .leftJoin(users, eq(users.id, agencyAccounts.agentUserId))
    .leftJoin(teams, eq(teams.id, agencyAccounts.teamId))
    .where(eq(agencyAccounts.accountId, accountId))
    .orderBy(asc(agencyAccounts.createdAt));
}

export async function findTeam(db: Db, teamId: string) {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
  return row ?? null;
}

/**
 * An existing account with the same name (case-insensitive, trimmed) in the same state and
 * zip, whoever can see it, with the agencies it is linked to.
 */
export async function findDuplicate(
  db: Db,
  key: { name: string; state: string | null; zipCode: string | null },
) {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(
      and(
        eq(organisations.accountType, 'CUSTOMER'),
        ne(accountProfiles.accountStatus, 'DELETED'),
        sql`lower(trim(${organisations.name})) = lower(${key.name.trim()})`,
        sql`lower(coalesce(${accountProfiles.state}, '')) = lower(${key.state ?? ''})`,
        sql`lower(replace(coalesce(${accountProfiles.zipCode}, ''), ' ', '')) = lower(${(key.zipCode ?? '').replace(/\s/g, '')})`,
      ),
    )
    .limit(1);
  if (!row) return null;
  const links = await db
    .select({ agencyId: agencyAccounts.agencyId, agentUserId: agencyAccounts.agentUserId })
    .from(agencyAccounts)
    .where(eq(agencyAccounts.accountId, row.id));
  return { id: row.id, links };
}

export async function cbidTaken(db: Db, cbid: string) {
  const [row] = await db
    .select({ id: accountProfiles.organisationId })
    .from(accountProfiles)
    .where(eq(accountProfiles.cbid, cbid));
  return !!row;
}

export async function findOrganisation(db: Db, id: string) {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
  return row ?? null;
}

/** Whether a user belongs to an organisation (an agent of the agency). */
export async function isMember(db: Db, userId: string, organisationId: string) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)));
  return !!row;
}

export async function insertAccount(
  tx: Tx,
  org: typeof organisations.$inferInsert,
  profile: Omit<ProfileInsert, 'organisationId'>,
) {
  const created = await createOrganisation(tx, org);
  await tx.insert(accountProfiles).values({ ...profile, organisationId: created.id });
  return created;
}

export async function linkAgency(tx: Tx, link: typeof agencyAccounts.$inferInsert) {
  await tx.insert(agencyAccounts).values(link).onConflictDoNothing();
}

export async function unlinkAgency(tx: Tx, agencyId: string, accountId: string) {
  await tx
    .delete(agencyAccounts)
    .where(and(eq(agencyAccounts.agencyId, agencyId), eq(agencyAccounts.accountId, accountId)));
}

export async function findAgencyLink(db: Db, agencyId: string, accountId: string) {
  const [row] = await db
    .select()
    .from(agencyAccounts)
    .where(and(eq(agencyAccounts.agencyId, agencyId), eq(agencyAccounts.accountId, accountId)));
  return row ?? null;
}

export async function updateOrganisation(
  tx: Tx,
  id: string,
  patch: Partial<typeof organisations.$inferInsert>,
) {
  await patchOrganisation(tx, id, patch);
}

/** Move an OPEN account to QUOTED (a quoted or active account keeps its status). */
export async function markAccountQuoted(tx: Tx, accountId: string, at: Date) {
  await tx
    .update(accountProfiles)
    .set({ accountStatus: 'QUOTED', updatedAt: at })
    .where(
      and(eq(accountProfiles.organisationId, accountId), eq(accountProfiles.accountStatus, 'OPEN')),
    );
}

/** A bound policy makes the account an Active Policy account (whatever it was, but deleted). */
export async function markAccountActivePolicy(tx: Tx, accountId: string, at: Date) {
  await tx
    .update(accountProfiles)
    .set({ accountStatus: 'ACTIVE_POLICY', updatedAt: at })
    .where(
      and(
        eq(accountProfiles.organisationId, accountId),
        ne(accountProfiles.accountStatus, 'DELETED'),
      ),
    );
}

export async function updateProfile(tx: Tx, id: string, patch: Partial<ProfileInsert>) {
  await tx.update(accountProfiles).set(patch).where(eq(accountProfiles.organisationId, id));
}

export async function findUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * The agent's verification of an account's firmographics before a request to bind (decision
 * 043), inside the caller's transaction. The first verification stands: later ones keep its date.
 */
export async function recordAgentVerification(tx: Tx, accountId: string, by: string, at: Date) {
  const [row] = await tx
    .update(accountProfiles)
    .set({ verifiedByAgentAt: at, verifiedByAgent: by })
    .where(
      and(eq(accountProfiles.organisationId, accountId), isNull(accountProfiles.verifiedByAgentAt)),
    )
    .returning({ at: accountProfiles.verifiedByAgentAt });
  return row?.at ?? null;
}

import { and, asc, count, desc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { IndustryScheme } from '@cyber/domain';
import { parseIndustrySearch } from '@cyber/domain';
import type { Database, Tx } from '../../db/client.ts';
import { blacklistedDomains, industryCodes, states, users } from '../../db/schema/index.ts';
import { likeEscape, offsetOf, orderByOf } from '../../lib/paging.ts';

/** The only file of the reference module that touches the ORM. */
type Db = Database | Tx;

export type StateRow = typeof states.$inferSelect;
export type IndustryCodeRow = typeof industryCodes.$inferSelect;
export type IndustryCodeInsert = typeof industryCodes.$inferInsert;
export type BlacklistedDomainRow = typeof blacklistedDomains.$inferSelect;

type Paged = { page: number; size: number; sort?: string | undefined; search?: string | undefined };

const contains = (value: string) => `%${likeEscape(value)}%`;

// --- states -----------------------------------------------------------------------------------

export async function searchStates(db: Db, query: Paged) {
  const text = query.search?.trim();
  const where = text
    ? or(ilike(states.stateName, contains(text)), ilike(states.stateNameAbbrv, text))
    : undefined;
  const rows = await db
    .select()
    .from(states)
    .where(where)
    .orderBy(
      orderByOf(
        query.sort,
        {
          stateName: states.stateName,
          stateNameAbbrv: states.stateNameAbbrv,
          timeZone: states.timeZone,
        },
        asc(states.stateName),
      ),
      states.id,
    )
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(states).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findState(db: Db, id: string) {
  const [row] = await db.select().from(states).where(eq(states.id, id));
  return row;
}

export async function deleteState(db: Db, id: string) {
  await db.delete(states).where(eq(states.id, id));
}

// --- industry codes ---------------------------------------------------------------------------

/** Code prefix, or every word in the code's own title or its primary industry. */
function industryWhere(scheme: IndustryScheme, search: string | undefined, level?: number) {
  const parsed = parseIndustrySearch(search);
  const conditions: (SQL | undefined)[] = [eq(industryCodes.scheme, scheme)];
  if (level !== undefined) conditions.push(eq(industryCodes.level, level));
  if (parsed.kind === 'prefix') {
    conditions.push(like(industryCodes.code, `${likeEscape(parsed.prefix)}%`));
  } else if (parsed.kind === 'words') {
    for (const word of parsed.words) {
      conditions.push(
        or(
          ilike(industryCodes.title, contains(word)),
          ilike(industryCodes.primaryIndustry, contains(word)),
          ilike(industryCodes.code, `${likeEscape(word)}%`),
        ),
      );
    }
  }
  return and(...conditions);
}

const industrySorts = {
  code: industryCodes.code,
  level: industryCodes.level,
  primaryIndustry: industryCodes.primaryIndustry,
  secondaryIndustry: industryCodes.secondaryIndustry,
};

/** Every code of a scheme at every level (the admin table). */
export async function searchIndustryCodes(
  db: Db,
  scheme: IndustryScheme,
  query: Paged & { level?: number | undefined },
) {
  const where = industryWhere(scheme, query.search, query.level);
  const rows = await db
    .select()
    .from(industryCodes)
    .where(where)
    .orderBy(orderByOf(query.sort, industrySorts, asc(industryCodes.code)), industryCodes.id)
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(industryCodes).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * One row per distinct pair of industry titles, keeping the most specific code of each (so
 * `5415`, `54151` and no 6-digit code share "Computer Systems Design and Related Services" once).
 */
export async function searchDistinctIndustries(db: Db, scheme: IndustryScheme, query: Paged) {
  const distinct = db
    .selectDistinctOn([industryCodes.primaryIndustry, industryCodes.secondaryIndustry], {
      code: industryCodes.code,
      level: industryCodes.level,
      primaryIndustry: industryCodes.primaryIndustry,
      secondaryIndustry: industryCodes.secondaryIndustry,
      title: industryCodes.title,
    })
    .from(industryCodes)
    .where(industryWhere(scheme, query.search))
    .orderBy(
      industryCodes.primaryIndustry,
      industryCodes.secondaryIndustry,
      desc(industryCodes.level),
      asc(industryCodes.code),
    )
    .as('distinct_industries');
  const [field, direction] = (query.sort ?? '').split(',');
  const sortable = {
    code: distinct.code,
    level: distinct.level,
    primaryIndustry: distinct.primaryIndustry,
    secondaryIndustry: distinct.secondaryIndustry,
  } as const;
  const column = field && field in sortable ? sortable[field as keyof typeof sortable] : null;
  const order = column ? (direction === 'desc' ? desc(column) : asc(column)) : asc(distinct.code);
  const rows = await db
    .select()
    .from(distinct)
    .orderBy(order, asc(distinct.code))
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(distinct);
  return { rows, total: total?.n ?? 0 };
}

export async function findIndustryCode(db: Db, scheme: IndustryScheme, id: string) {
  const [row] = await db
    .select()
    .from(industryCodes)
    .where(and(eq(industryCodes.scheme, scheme), eq(industryCodes.id, id)));
  return row;
}

export async function findIndustryCodeByCode(db: Db, scheme: IndustryScheme, code: string) {
  const [row] = await db
    .select()
    .from(industryCodes)
    .where(and(eq(industryCodes.scheme, scheme), eq(industryCodes.code, code)));
  return row;
}

/** Insert a code; undefined when the scheme already has it (unique scheme + code). */
export async function insertIndustryCode(db: Db, values: IndustryCodeInsert) {
  const [row] = await db.insert(industryCodes).values(values).onConflictDoNothing().returning();
  return row;
}

/** A unique index refused the write (PostgreSQL 23505), whichever driver raised it. */
const isUniqueViolation = (error: unknown): boolean => {
  const codeOf = (e: unknown) =>
    typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined;
  const cause =
    typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
};

/** Update a code; 'duplicate' when its new code is already taken in the scheme. */
export async function updateIndustryCode(
  db: Db,
  id: string,
  values: Partial<Omit<IndustryCodeInsert, 'id' | 'scheme'>>,
): Promise<IndustryCodeRow | 'duplicate' | undefined> {
  try {
    const [row] = await db
      .update(industryCodes)
      .set(values)
      .where(eq(industryCodes.id, id))
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

export async function deleteIndustryCode(db: Db, id: string) {
  await db.delete(industryCodes).where(eq(industryCodes.id, id));
}

// --- blacklisted domains ----------------------------------------------------------------------

const selectDomainsWithCreator = (db: Db) =>
  db
    .select({
      domain: blacklistedDomains,
      creatorEmail: users.email,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
    })
    .from(blacklistedDomains)
    .leftJoin(users, eq(users.id, blacklistedDomains.createdBy));

export type BlacklistedDomainWithCreator = Awaited<
  ReturnType<ReturnType<typeof selectDomainsWithCreator>['execute']>
>[number];

export async function findBlacklistedDomainWithCreator(db: Db, id: string) {
  const [row] = await selectDomainsWithCreator(db).where(eq(blacklistedDomains.id, id));
  return row;
}

export async function listBlacklistedDomains(db: Db, query: Paged) {
  const text = query.search?.trim().toLowerCase();
  const where = text ? ilike(blacklistedDomains.name, contains(text)) : undefined;
  const rows = await selectDomainsWithCreator(db)
    .where(where)
    .orderBy(
      orderByOf(
        query.sort,
        { name: blacklistedDomains.name, createdAt: blacklistedDomains.createdAt },
        desc(blacklistedDomains.createdAt),
      ),
      blacklistedDomains.id,
    )
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(blacklistedDomains).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Insert a domain; undefined when it is already on the list. */
export async function insertBlacklistedDomain(
  db: Db,
  values: { name: string; createdBy: string | null; createdAt: Date },
) {
  const [row] = await db
    .insert(blacklistedDomains)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findBlacklistedDomain(db: Db, id: string) {
  const [row] = await db.select().from(blacklistedDomains).where(eq(blacklistedDomains.id, id));
  return row;
}

export async function deleteBlacklistedDomain(db: Db, id: string) {
  await db.delete(blacklistedDomains).where(eq(blacklistedDomains.id, id));
}

/** The first of these names on the blacklist, if any. */
export async function findBlacklistedAmong(db: Db, names: string[]) {
  if (names.length === 0) return undefined;
  const [row] = await db
    .select({ name: blacklistedDomains.name })
    .from(blacklistedDomains)
    .where(inArray(blacklistedDomains.name, names))
    .limit(1);
  return row;
}

/** Whether a web domain is blacklisted: listed itself, or a sub-domain of a listed one. */
export async function isBlacklistedDomain(db: Db, domain: string) {
  // A blacklisted domain also bars its sub-domains (mail.bad.com when bad.com is listed).
  const [row] = await db
    .select({ id: blacklistedDomains.id })
    .from(blacklistedDomains)
    .where(
      sql`lower(${blacklistedDomains.name}) = ${domain} or ${domain} like '%.' || lower(${blacklistedDomains.name})`,
    )
    .limit(1);
  return !!row;
}

/** Every blacklisted domain, lower-case (checking many rows at once). */
export async function blacklistedDomainNames(db: Db) {
  const rows = await db.select({ name: blacklistedDomains.name }).from(blacklistedDomains);
  return rows.map((r) => r.name.toLowerCase());
}

/**
 * The industry titles of a code: the reference row with the longest code that begins the given
 * one (UK SIC 2007 is held to the division, so `86230` takes the titles of `86`).
 */
export async function industryTitles(db: Db, scheme: 'NAICS' | 'SIC', code: string) {
  const [row] = await db
    .select({
      code: industryCodes.code,
      primaryIndustry: industryCodes.primaryIndustry,
      secondaryIndustry: industryCodes.secondaryIndustry,
    })
    .from(industryCodes)
    .where(and(eq(industryCodes.scheme, scheme), sql`${code} like ${industryCodes.code} || '%'`))
    .orderBy(desc(sql`length(${industryCodes.code})`))
    .limit(1);
  return row ?? null;
}

import {
  domainIssue,
  employeesIssue,
  ENRICHMENT_MESSAGES,
  FIRMOGRAPHIC_REFRESH_FIELDS,
  isPlausibleDomain,
  isValidPhone,
  normaliseDomain,
  normalisePhone,
  profileScore,
  revenueIssue,
  yearEstablishedIssue,
  type FirmographicRefreshField,
  type FirmographicsChange,
  type FirmographicsProposal,
  type FirmographicsRefreshed,
} from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { industryTitles, isBlacklistedDomain } from '../../reference/index.ts';
import * as accounts from '../accounts.repository.ts';
import * as repo from '../enrichment/enrichment.repository.ts';
import { enrichmentProviders, type ProposedFirmographics } from '../enrichment/providers.ts';
import { requireVisibleAccount } from './get-account.ts';
import { subjectOf, takeScan } from './risk-scans.ts';
import type { Caller, RequestContext, ServiceDeps } from '../../../context/index.ts';

type Db = Database | Tx;
type Value = string | number;
type Region = 'US' | 'UK';

/** The stored value a proposal is compared with. */
function currentOf(row: accounts.AccountRow, field: FirmographicRefreshField): Value | null {
  const p = row.profile;
  switch (field) {
    case 'industryCode':
      return row.org.region === 'UK' ? p.sicCode : p.naicsCode;
    case 'noOfEmployees':
    case 'totalRevenue':
    case 'yearEstablished':
    case 'dunsNumber':
    case 'phone':
    case 'domainName':
    case 'url':
      return p[field];
    default: {
      const unknown: never = field;
      throw new Error(`Unknown field ${String(unknown)}`);
    }
  }
}

/**
 * A provider's value as it would be stored, or null when it breaks a rule of spec 2 §5 (a
 * provider never writes what a person could not): employees ≥ 1, revenue 1 … 1 trillion, year
 * 1500 … now, NAICS 2–6 / SIC 4–5 digits, 9-digit D-U-N-S, a valid phone, an accepted domain.
 */
async function acceptedValue(
  db: Db,
  field: FirmographicRefreshField,
  value: Value,
  region: Region,
  now: Date,
): Promise<Value | null> {
  const text = String(value).trim();
  switch (field) {
    case 'noOfEmployees':
      return typeof value === 'number' && !employeesIssue(value) ? value : null;
    case 'totalRevenue':
      return typeof value === 'number' && !revenueIssue(value, 'Revenue') ? value : null;
    case 'yearEstablished':
      return !yearEstablishedIssue(text, now) ? Number(text) : null;
    case 'industryCode':
      return (region === 'UK' ? /^\d{4,5}$/ : /^\d{2,6}$/).test(text) ? text : null;
    case 'dunsNumber': {
      const digits = text.replace(/-/g, '');
      return /^\d{9}$/.test(digits) ? digits : null;
    }
    case 'phone':
      return isValidPhone(text, region) ? normalisePhone(text, region) : null;
    case 'domainName': {
      const domain = normaliseDomain(text);
      if (domainIssue(domain) || !isPlausibleDomain(domain)) return null;
      return (await isBlacklistedDomain(db, domain)) ? null : domain;
    }
    case 'url':
      return /^https?:\/\/\S+$/i.test(text) && text.length <= 300 ? text : null;
    default: {
      const unknown: never = field;
      throw new Error(`Unknown field ${String(unknown)}`);
    }
  }
}

/** Each proposed, acceptable value with what applying it would do. */
async function changesOf(
  db: Db,
  row: accounts.AccountRow,
  proposed: ProposedFirmographics,
  now: Date,
): Promise<FirmographicsChange[]> {
  const region: Region = row.org.region === 'UK' ? 'UK' : 'US';
  const changes: FirmographicsChange[] = [];
  for (const field of FIRMOGRAPHIC_REFRESH_FIELDS) {
    const raw = proposed[field];
    if (raw === undefined) continue;
    const value = await acceptedValue(db, field, raw, region, now);
    if (value === null) continue;
    const current = currentOf(row, field);
    const titles =
      field === 'industryCode'
        ? await industryTitles(db, region === 'UK' ? 'SIC' : 'NAICS', String(value))
        : null;
    changes.push({
      field,
      current,
      proposed: value,
      description: titles
        ? [titles.primaryIndustry, titles.secondaryIndustry].filter(Boolean).join(' · ')
        : null,
      action:
        current === null || current === ''
          ? 'FILL'
          : String(current) === String(value)
            ? 'SAME'
            : 'OVERWRITE',
    });
  }
  return changes;
}

/**
 * What a refresh would change (spec 2 §2 "Refresh firmographic data"): the provider is asked,
 * nothing is written. The dialog shows this before the user applies it.
 */
export async function proposeFirmographics(
  deps: ServiceDeps,
  caller: Caller,
  accountId: string,
): Promise<FirmographicsProposal> {
  const row = await requireVisibleAccount(deps.db, caller, accountId);
  const provider = enrichmentProviders(deps.config).firmographics;
  const proposed = await provider.refresh(subjectOf(row));
  return {
    source: provider.name,
    lastRefreshedAt: row.profile.firmographicsRefreshedAt?.toISOString() ?? null,
    lastSource: row.profile.firmographicsSource,
    changes: await changesOf(deps.db, row, proposed, deps.clock.now()),
  };
}

/**
 * Apply a refresh: empty fields are filled; fields that hold a different value are replaced only
 * when `overwrite` is set (what a person typed is not lost silently). The refresh time and source
 * are recorded, the profile score recomputed, the change audited, and when anything changed the
 * account is scanned again (REFRESH) so its risk picture follows the new firmographics.
 */
export async function refreshFirmographics(
  deps: ServiceDeps,
  caller: Caller,
  accountId: string,
  input: { overwrite: boolean },
  ctx: RequestContext,
): Promise<FirmographicsRefreshed> {
  const now = deps.clock.now();
  const provider = enrichmentProviders(deps.config).firmographics;
  const proposed = await provider.refresh(
    subjectOf(await requireVisibleAccount(deps.db, caller, accountId)),
  );
  return deps.db.transaction(async (tx) => {
    await repo.lockProfile(tx, accountId);
    const before = await requireVisibleAccount(tx, caller, accountId);
    const region: Region = before.org.region === 'UK' ? 'UK' : 'US';
    const changes = await changesOf(tx, before, proposed, now);
    const applied = changes.filter(
      (c) => c.action === 'FILL' || (c.action === 'OVERWRITE' && input.overwrite),
    );
    const patch: Partial<accounts.ProfileInsert> = {};
    for (const change of applied) {
      const value = change.proposed;
      switch (change.field) {
        case 'noOfEmployees':
        case 'totalRevenue':
        case 'yearEstablished':
          patch[change.field] = Number(value);
          break;
        case 'dunsNumber':
        case 'phone':
        case 'url':
          patch[change.field] = String(value);
          break;
        case 'domainName':
          patch.domainName = String(value);
          patch.noDomainAttested = false;
          break;
        case 'industryCode': {
          const code = String(value);
          patch[region === 'UK' ? 'sicCode' : 'naicsCode'] = code;
          const titles = await industryTitles(tx, region === 'UK' ? 'SIC' : 'NAICS', code);
          if (titles) {
            patch.primaryIndustry = titles.primaryIndustry;
            patch.secondaryIndustry = titles.secondaryIndustry;
          }
          break;
        }
      }
    }
    const score = profileScore({
      ...before.profile,
      ...patch,
      entityType: before.org.entityType,
      ownershipType: before.org.ownershipType,
    });
    await accounts.updateProfile(tx, accountId, {
      ...patch,
      profileScore: score,
      firmographicsRefreshedAt: now,
      firmographicsSource: provider.name,
      ...(applied.length > 0 ? { updatedAt: now } : {}),
    });
    const after = (await accounts.findVisibleAccount(
      tx,
      { organisationId: accountId, accountType: 'CUSTOMER' },
      accountId,
    ))!;
    if (applied.length > 0) {
      await takeScan(tx, deps, after, {
        trigger: 'REFRESH',
        requestedBy: caller.actor.userId,
        now,
      });
    }
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'account.refresh-firmographics',
        entityType: 'organisation',
        entityId: accountId,
        before: Object.fromEntries(applied.map((c) => [c.field, c.current])),
        after: {
          ...Object.fromEntries(applied.map((c) => [c.field, c.proposed])),
          source: provider.name,
          overwrite: input.overwrite,
          profileScore: score,
        },
      },
      now,
    );
    await deps.events.emit(tx, 'account.firmographics-changed', {
      accountId,
      before: before.profile,
      after: after.profile,
      actor: actorOf(caller.actor, ctx),
      now,
    });
    return {
      message: ENRICHMENT_MESSAGES.refreshed,
      source: provider.name,
      applied: applied.map((c) => c.field),
      profileScore: score,
      refreshedAt: now.toISOString(),
    };
  });
}

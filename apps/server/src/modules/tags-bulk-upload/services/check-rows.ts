import {
  ACCOUNT_MESSAGES,
  AccountCreateInputSchema,
  BULK_UPLOAD_MESSAGES,
  columnOfHeader,
  rowToAccountInput,
  verifyAddress,
  type AccountCreate,
  type BulkUploadColumn,
  type Region,
} from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { profileValuesOf } from '../../accounts/index.ts';
import { blacklistedDomainNames } from '../../reference/index.ts';
import * as repo from '../tags-bulk-upload.repository.ts';

export type FileRow = { rowNumber: number; cells: string[] };
export type GoodRow = {
  rowNumber: number;
  account: AccountCreate;
  values: ReturnType<typeof profileValuesOf>;
};
export type BadRow = { rowNumber: number; cells: string[]; messages: string[] };

/** A blacklisted domain also bars its sub-domains (mail.bad.com when bad.com is listed). */
const isBlacklisted = (domain: string, blacklist: Set<string>) => {
  const labels = domain.split('.');
  return labels.some((_, i) => blacklist.has(labels.slice(i).join('.')));
};

const duplicateKey = (name: string, state: string | null, zip: string | null) =>
  `${name.trim().toLowerCase()}|${(state ?? '').toLowerCase()}|${(zip ?? '').replace(/\s/g, '').toLowerCase()}`;

/** Rows are checked, and their lookups batched, this many at a time. */
export const CHECK_CHUNK = 1000;

export type CheckProgress = { checked: number; good: number; bad: number };

type Candidate = GoodRow & { key: string; cells: string[] };

/** The rules that need no database: schema, UK address, blacklist, duplicates in the file. */
function checkRow(
  row: FileRow,
  columns: (BulkUploadColumn | null)[],
  options: { region: Region },
  blacklist: Set<string>,
  seen: Map<string, number>,
): Candidate | BadRow {
  const record: Partial<Record<BulkUploadColumn, string>> = {};
  columns.forEach((column, i) => {
    if (column) record[column] = row.cells[i] ?? '';
  });
  const { input, issues } = rowToAccountInput(record, options.region);
  const messages = [...issues];
  const parsed = AccountCreateInputSchema.safeParse(input);
  if (!parsed.success) {
    messages.push(...parsed.error.issues.map((issue) => issue.message));
  } else {
    const account = parsed.data;
    if (account.region === 'UK') {
      const check = verifyAddress(account.physicalAddress, 'UK');
      if (!check.verified) {
        messages.push(
          `${ACCOUNT_MESSAGES.addressUnverified}: ${check.localizedErrorFieldNames.join(', ')}`,
        );
      }
    }
    const values = profileValuesOf(account);
    for (const domain of [values.domainName, ...values.otherDomains]) {
      if (domain && isBlacklisted(domain, blacklist)) {
        messages.push(`${domain}: ${ACCOUNT_MESSAGES.domainRejected}`);
      }
    }
    const key = duplicateKey(account.name, values.state, values.zipCode);
    const first = seen.get(key);
    if (first !== undefined) messages.push(`${BULK_UPLOAD_MESSAGES.duplicateInFile} ${first}`);
    else seen.set(key, row.rowNumber);
    if (messages.length === 0) {
      return { rowNumber: row.rowNumber, account, values, key, cells: row.cells };
    }
  }
  return { rowNumber: row.rowNumber, cells: row.cells, messages: [...new Set(messages)] };
}

/**
 * Every rule of the new-account modal, row by row (spec 2 §5): the account create schema, UK
 * address verification, blacklisted domains, duplicates within the file and duplicates of
 * existing accounts (worded like the accounts module's 409).
 *
 * The blacklist is read once per file; rows go in chunks of CHECK_CHUNK, each chunk's existing
 * accounts looked up in one query. After each chunk `onProgress` hears the running counts and
 * the event loop gets a turn, so other requests (the history poll) are served meanwhile.
 */
export async function checkRows(
  db: Database | Tx,
  options: { agencyId: string; region: Region; agencyCaller: boolean },
  header: string[],
  rows: FileRow[],
  onProgress?: (progress: CheckProgress) => Promise<void> | void,
): Promise<{ good: GoodRow[]; bad: BadRow[] }> {
  const columns = header.map(columnOfHeader);
  const blacklist = new Set(await blacklistedDomainNames(db));
  const seen = new Map<string, number>();
  const good: GoodRow[] = [];
  const bad: BadRow[] = [];
  for (let start = 0; start < rows.length; start += CHECK_CHUNK) {
    const candidates: Candidate[] = [];
    for (const row of rows.slice(start, start + CHECK_CHUNK)) {
      const checked = checkRow(row, columns, options, blacklist, seen);
      if ('messages' in checked) bad.push(checked);
      else candidates.push(checked);
    }
    const existing = await repo.existingByNames(
      db,
      [...new Set(candidates.map((c) => c.account.name.trim().toLowerCase()))],
      options.agencyId,
    );
    const existingByKey = new Map<string, boolean>();
    for (const e of existing) {
      existingByKey.set(e.key, (existingByKey.get(e.key) ?? false) || e.mine);
    }
    for (const c of candidates) {
      const mine = existingByKey.get(c.key);
      if (mine === undefined) {
        good.push({ rowNumber: c.rowNumber, account: c.account, values: c.values });
        continue;
      }
      const message = !options.agencyCaller
        ? ACCOUNT_MESSAGES.duplicateAccount
        : mine
          ? ACCOUNT_MESSAGES.clientWithinAgency
          : ACCOUNT_MESSAGES.clientWithOtherAgency;
      bad.push({ rowNumber: c.rowNumber, cells: c.cells, messages: [message] });
    }
    await onProgress?.({
      checked: Math.min(start + CHECK_CHUNK, rows.length),
      good: good.length,
      bad: bad.length,
    });
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  bad.sort((a, b) => a.rowNumber - b.rowNumber);
  return { good, bad };
}

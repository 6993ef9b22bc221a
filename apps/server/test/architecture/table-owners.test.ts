import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table (docs/ARCHITECTURE.md "One owner per table"): the table of owners in the
 * architecture page is the contract, and this test holds the sources to it. A write is an
 * insert, update or delete through the ORM (`.insert(table)`, `.update(table)`, `.delete(table)`)
 * or the bulk insert (`insertMany(tx, table, …)`); its writer is the module (`modules/<name>`) or
 * platform piece (`lib/<file>`) of the file it is in. The seeds and catalogue sync (`db/`) are
 * exempt.
 */
const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '../../src');
const architecture = readFileSync(join(here, '../../../../docs/ARCHITECTURE.md'), 'utf8');

/**
 * The tables a module still reads from another owner's schema (joins for names, filters and
 * visibility). Moving a read behind the owner's public face removes its entry; the list only
 * shrinks: a new cross-module read fails the test, and so does an entry no longer true.
 */
const KNOWN_FOREIGN_READS: Record<string, string[]> = {
  access: ['memberships', 'organisations', 'roles', 'teams', 'users'],
  accounts: [
    'connector_connections',
    'connector_scores',
    'memberships',
    'organisation_members',
    'organisations',
    'teams',
    'users',
  ],
  agencies: [
    'account_profiles',
    'agency_accounts',
    'memberships',
    'organisation_members',
    'organisations',
    'roles',
    'teams',
    'users',
  ],
  'agency-logos': ['organisations'],
  auth: ['feature_flag_overrides', 'feature_flags', 'organisations', 'role_permissions', 'roles'],
  claims: [
    'account_profiles',
    'documents',
    'memberships',
    'organisations',
    'stored_files',
    'users',
  ],
  connectors: ['account_profiles', 'organisations'],
  'dev-mailbox': ['outbound_messages'],
  documents: ['account_profiles', 'claims', 'organisations', 'quotes', 'stored_files', 'users'],
  engagement: ['organisations', 'users'],
  'flags-settings': ['memberships', 'organisations', 'users'],
  licenses: ['memberships', 'organisations', 'users'],
  mfa: ['memberships', 'organisations', 'users'],
  notes: ['organisations', 'users'],
  onboarding: ['memberships', 'organisations', 'roles', 'users'],
  organisations: ['memberships', 'users'],
  quotes: [
    'account_profiles',
    'agency_accounts',
    'membership_teams',
    'memberships',
    'organisations',
    'users',
  ],
  rater: [
    'account_profiles',
    'account_risk_scans',
    'account_security_answers',
    'feature_flag_overrides',
    'feature_flags',
    'organisations',
  ],
  reference: ['users'],
  'tags-bulk-upload': ['account_profiles', 'agency_accounts', 'organisations', 'users'],
  'users-teams': ['memberships', 'organisations', 'roles', 'users'],
  webhooks: ['organisations'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** table name → the ORM variable that names it, from db/schema. */
function schemaTables(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of sourceFiles(join(src, 'db/schema'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(
      /export const (\w+) = pgTable\(\s*'(\w+)'/g,
    )) {
      tables.set(m[2]!, m[1]!);
    }
  }
  return tables;
}

/** table name → owner, from the architecture page's table. */
function declaredOwners(): Map<string, string> {
  const section = architecture.slice(architecture.indexOf('**One owner per table.**'));
  const owners = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || !cells[1]!.startsWith('`')) continue;
    const owner = cells[2]!.replaceAll('`', '');
    for (const m of cells[1]!.matchAll(/`(\w+)`/g)) owners.set(m[1]!, owner);
    if (line.trim() === '') break;
  }
  return owners;
}

function writerOf(file: string): string | null {
  const parts = relative(src, file).split(sep);
  if (parts[0] === 'modules') return parts[1]!;
  if (parts[0] === 'lib') return `lib/${parts[1]!.replace(/\.ts$/, '')}`;
  if (parts[0] === 'db') return null;
  return parts[0]!;
}

describe('table ownership', () => {
  const tables = schemaTables();
  const owners = declaredOwners();

  it('names an owner for every table of the schema, and only tables of the schema', () => {
    expect([...owners.keys()].sort()).toEqual([...tables.keys()].sort());
  });

  it('lets only its owner write a table', () => {
    const variableToTable = new Map([...tables].map(([table, variable]) => [variable, table]));
    const foreignWrites: string[] = [];
    let writes = 0;
    for (const file of sourceFiles(src)) {
      const writer = writerOf(file);
      if (writer === null) continue;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(
        /\.(?:insert|update|delete)\((\w+)\)|insertMany\(\s*\w+,\s*(\w+)/g,
      )) {
        const table = variableToTable.get((m[1] ?? m[2])!);
        if (!table) continue;
        writes += 1;
        if (owners.get(table) !== writer) {
          foreignWrites.push(
            `${relative(src, file)} writes ${table} (owner: ${owners.get(table)})`,
          );
        }
      }
    }
    expect(writes).toBeGreaterThan(50);
    expect(foreignWrites).toEqual([]);
  });
  it("reads another owner's table only where the known list says so (the list only shrinks)", () => {
    const variableToTable = new Map([...tables].map(([table, variable]) => [variable, table]));
    const reads = new Map<string, Set<string>>();
    for (const file of sourceFiles(src)) {
      const reader = writerOf(file);
      // The shared layers (context/, plugins/) name tables only for their types.
      if (reader === null || !/^(modules|lib)\//.test(relative(src, file))) continue;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(
        /import (?:type )?\{([^}]*)\} from '[./]*db\/schema\/index\.ts'/g,
      )) {
        for (const name of m[1]!.split(',')) {
          const table = variableToTable.get(name.replace('type ', '').trim());
          if (table && owners.get(table) !== reader) {
            reads.set(reader, (reads.get(reader) ?? new Set()).add(table));
          }
        }
      }
    }
    const found = Object.fromEntries(
      [...reads].sort(([a], [b]) => a.localeCompare(b)).map(([m, t]) => [m, [...t].sort()]),
    );
    expect(found).toEqual(KNOWN_FOREIGN_READS);
  });
});

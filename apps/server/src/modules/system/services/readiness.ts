import type { Health, HealthCheck } from '@cyber/domain';
import { migrationState } from '../../../db/client.ts';
import { EVENT_FANOUT_QUEUE } from '../../../lib/events.ts';
import type { AppContext } from '../../../context/index.ts';

/** Domain events due longer than this are reported (a warning: the node still takes traffic). */
export const EVENTS_LAG_WARN_SECONDS = 600;

/** The generic answer of an unready node to an anonymous caller. */
export const NOT_READY_MESSAGE = 'The service is not ready.';

type ReadinessDeps = Pick<AppContext, 'database' | 'jobs' | 'config'>;

/** Once the database has recorded this version's migrations it cannot forget them. */
const migrated = new WeakMap<ReadinessDeps['database'], string>();

async function migrationsCheck(database: ReadinessDeps['database']): Promise<HealthCheck> {
  const known = migrated.get(database);
  if (known) return { status: 'ok', detail: known };
  const state = await migrationState(database.db);
  if (!state.applied) return { status: 'fail', detail: `${state.expected} not applied` };
  migrated.set(database, state.expected);
  return { status: 'ok', detail: state.expected };
}

async function eventsCheck(jobs: ReadinessDeps['jobs']): Promise<HealthCheck> {
  const events = (await jobs.backlog()).find((queue) => queue.queue === EVENT_FANOUT_QUEUE);
  const due = events?.due ?? 0;
  const oldest = Math.round(events?.oldestDueSeconds ?? 0);
  return {
    status: oldest > EVENTS_LAG_WARN_SECONDS ? 'warn' : 'ok',
    detail: `${due} due, the oldest for ${oldest} s`,
  };
}

/**
 * Whether this node may take traffic: not shutting down, the database answering, and its schema
 * as new as this version's migrations. The events backlog is reported, never failing (every node
 * shares it: taking them all out of the load balancer would not drain it). `detailed` adds the
 * driver, the version and each check; without it the answer is the status alone.
 */
export async function readiness(
  deps: ReadinessDeps,
  { draining, detailed }: { draining: boolean; detailed: boolean },
): Promise<Health> {
  const databaseUp = await deps.database.ping();
  const failed = (detail: string): HealthCheck => ({ status: 'fail', detail });
  const drainingCheck: HealthCheck = draining ? failed('shutting down') : { status: 'ok' };
  const database: HealthCheck = databaseUp ? { status: 'ok' } : failed('unreachable');
  const migrations: HealthCheck = databaseUp
    ? await migrationsCheck(deps.database).catch(() => failed('unreadable'))
    : failed('database unreachable');
  const ready = [drainingCheck, database, migrations].every((check) => check.status !== 'fail');
  const status = ready ? 'ok' : 'unavailable';
  if (!detailed) return ready ? { status } : { status, message: NOT_READY_MESSAGE };
  // Only reported, so read only for the callers who see it.
  const events: HealthCheck = databaseUp
    ? await eventsCheck(deps.jobs).catch((): HealthCheck => ({
        status: 'warn',
        detail: 'unreadable',
      }))
    : { status: 'warn', detail: 'database unreachable' };
  return {
    status,
    ...(ready ? {} : { message: NOT_READY_MESSAGE }),
    database: deps.database.driver,
    version: deps.config.APP_VERSION,
    checks: { draining: drainingCheck, database, migrations, events },
  };
}

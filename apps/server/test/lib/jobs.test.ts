import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/index.ts';
import { createJobs, PermanentJobError } from '../../src/lib/jobs.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

describe('jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const runner = () => createJobs({ db: t.app.ctx.db, clock: t.clock });

  it('runs a job enqueued in a committed transaction, and nothing for a rolled-back one', async () => {
    const seen: unknown[] = [];
    const r = runner();
    r.register('test.echo', async (payload) => {
      seen.push(payload['n']);
    });
    await t.app.ctx.db.transaction(async (tx) => {
      await r.enqueue(tx, 'test.echo', { n: 1 });
    });
    await t.app.ctx.db
      .transaction(async (tx) => {
        await r.enqueue(tx, 'test.echo', { n: 2 });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await r.runDue()).toBe(1);
    expect(seen).toEqual([1]);
    expect(await r.runDue()).toBe(0);
  });

  it('retries with backoff, then gives up after its attempts', async () => {
    const r = runner();
    let calls = 0;
    r.register(
      'test.flaky',
      async () => {
        calls += 1;
        throw new Error(`boom ${calls}`);
      },
      { maxAttempts: 2, backoffMs: () => 60_000 },
    );
    const job = await r.enqueue(t.app.ctx.db, 'test.flaky');
    await r.runDue();
    let [row] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: 'boom 1' });
    expect(await r.runDue()).toBe(0); // not due yet
    t.clock.advance(60_000);
    await r.runDue();
    [row] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(row).toMatchObject({ status: 'FAILED', attempts: 2, lastError: 'boom 2' });
    expect(calls).toBe(2);
  });

  it('fails a permanent error at once and keeps one queued job per singleton key', async () => {
    const r = runner();
    r.register('test.permanent', async () => {
      throw new PermanentJobError('not retryable');
    });
    const job = await r.enqueue(t.app.ctx.db, 'test.permanent');
    await r.runDue();
    const [row] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1 });

    r.register('test.single', async () => undefined);
    expect(await r.enqueue(t.app.ctx.db, 'test.single', {}, { singletonKey: 'k' })).not.toBeNull();
    expect(await r.enqueue(t.app.ctx.db, 'test.single', {}, { singletonKey: 'k' })).toBeNull();
    await r.runDue();
    expect(await r.enqueue(t.app.ctx.db, 'test.single', {}, { singletonKey: 'k' })).not.toBeNull();
  });
});

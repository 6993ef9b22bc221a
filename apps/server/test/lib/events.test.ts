import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/index.ts';
import { createEventBus } from '../../src/lib/events.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

type TestEvents = {
  'thing.changed': { payload: { n: number }; result: string };
  'thing.unheard': { payload: { n: number }; result: string };
};

describe('in-transaction domain events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('runs every subscriber in the order they subscribed and resolves to their results', async () => {
    const bus = createEventBus<TestEvents>();
    bus.on('thing.changed', async (_tx, { n }) => `first ${n}`);
    bus.on('thing.changed', async (_tx, { n }) => `second ${n}`);
    const results = await t.app.ctx.db.transaction((tx) => bus.emit(tx, 'thing.changed', { n: 7 }));
    expect(results).toEqual(['first 7', 'second 7']);
    const unheard = await t.app.ctx.db.transaction((tx) => bus.emit(tx, 'thing.unheard', { n: 1 }));
    expect(unheard).toEqual([]);
  });

  it("writes in the publisher's transaction, and a failing subscriber rolls the change back", async () => {
    const bus = createEventBus<TestEvents>();
    bus.on('thing.changed', async (tx, { n }) => {
      await t.app.ctx.jobs.enqueue(tx, 'test.events', { n });
      return 'queued';
    });
    await t.app.ctx.db.transaction((tx) => bus.emit(tx, 'thing.changed', { n: 1 }));

    bus.on('thing.changed', async () => {
      throw new Error('subscriber refused');
    });
    await expect(
      t.app.ctx.db.transaction((tx) => bus.emit(tx, 'thing.changed', { n: 2 })),
    ).rejects.toThrow('subscriber refused');

    const rows = await t.app.ctx.db.select().from(jobs).where(eq(jobs.queue, 'test.events'));
    expect(rows.map((r) => (r.payload as { n: number }).n)).toEqual([1]);
  });
});

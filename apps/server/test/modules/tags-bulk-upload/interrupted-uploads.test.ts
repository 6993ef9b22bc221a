import { BULK_UPLOAD_MESSAGES, type BulkUpload } from '@cyber/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { bulkUploads, organisations } from '../../../src/db/schema/index.ts';
import { failInterruptedUploads } from '../../../src/modules/tags-bulk-upload/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** An upload a crashed process left PROCESSING, last heard of `minutesAgo`. */
async function strandedUpload(minutesAgo: number) {
  const [agency] = await t.database.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.name, 'Harbor Risk Partners'));
  const at = new Date(t.clock.now().getTime() - minutesAgo * 60_000);
  const [row] = await t.database.db
    .insert(bulkUploads)
    .values({
      organisationId: agency!.id,
      fileName: `stranded-${minutesAgo}.csv`,
      status: 'PROCESSING',
      numUploaded: 40,
      numSuccess: 12,
      uploadTime: at,
      heartbeatAt: at,
    })
    .returning({ id: bulkUploads.id });
  return row!.id;
}

const viewOf = async (id: string) => {
  const agent = await t.signIn('agent@example.com');
  const res = await agent.inject({ method: 'GET', url: `/api/account/v1/bulk-upload/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json<BulkUpload>();
};

describe('uploads interrupted by a crash', () => {
  it('are failed with a reason once their heartbeat is stale; live ones are left alone', async () => {
    const dead = await strandedUpload(10);
    const alive = await strandedUpload(1);
    expect(await failInterruptedUploads(t.app.ctx, { all: false })).toBe(1);

    expect(await viewOf(dead)).toMatchObject({
      status: 'FAILED',
      failureReason: BULK_UPLOAD_MESSAGES.interrupted,
      numSuccess: 0,
      numFailure: 40,
    });
    expect((await viewOf(alive)).status).toBe('PROCESSING');
  });

  it('are all failed when a platform on the embedded database starts', async () => {
    const cutOff = await strandedUpload(0);
    const restarted = await buildApp({
      config: t.app.ctx.config,
      database: t.database,
      clock: t.clock,
      logger: false,
    });
    try {
      await restarted.ready();
      const view = await viewOf(cutOff);
      expect(view.status).toBe(t.database.driver === 'pglite' ? 'FAILED' : 'PROCESSING');
      if (t.database.driver === 'pglite') {
        expect(view.failureReason).toBe(BULK_UPLOAD_MESSAGES.interrupted);
      }
    } finally {
      await restarted.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessenger, renderEmail } from '../../src/lib/mail.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

describe('messenger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('delivers to the dev mailbox at once without SMTP', async () => {
    const body = renderEmail({
      greeting: 'Hello Ada,',
      paragraphs: ['Your code is 123456.'],
      action: { label: 'Open', url: 'http://localhost:3000/x?y=1' },
    });
    await t.app.ctx.messenger.email(t.app.ctx.db, {
      to: 'Ada@Example.com',
      subject: 'Test',
      template: 'test',
      ...body,
    });
    const message = await t.lastMessage('ada@example.com', 'test');
    expect(message).toMatchObject({ status: 'DELIVERED_DEV', subject: 'Test', channel: 'EMAIL' });
    expect(message.html).toContain('href="http://localhost:3000/x?y=1"');
    expect(await t.codeIn('ada@example.com')).toBe('123456');
    expect((await t.linkIn('ada@example.com')).pathname).toBe('/x');
  });

  it('queues for SMTP and retries a failed delivery with backoff', async () => {
    const sent: unknown[] = [];
    let fail = true;
    const config = { ...t.config, SMTP_URL: 'smtp://mail.invalid:25' };
    const messenger = createMessenger({
      db: t.app.ctx.db,
      config,
      clock: t.clock,
      transport: {
        sendMail: (async (mail: unknown) => {
          if (fail) throw new Error('connection refused');
          sent.push(mail);
          return {};
        }) as never,
      },
    });
    const row = await messenger.email(t.app.ctx.db, {
      to: 'queue@example.com',
      subject: 'Queued',
      text: 'hello',
      template: 'test-queue',
    });
    expect(row.status).toBe('QUEUED');
    expect(await messenger.dispatch()).toBe(1);
    let [after] = await t.mailbox('queue@example.com');
    expect(after?.status).toBe('QUEUED');
    // Not due again until the backoff has passed.
    expect(await messenger.dispatch()).toBe(0);
    t.clock.advance(5 * 60_000);
    fail = false;
    expect(await messenger.dispatch()).toBe(1);
    [after] = await t.mailbox('queue@example.com');
    expect(after?.status).toBe('SENT');
    expect(sent).toHaveLength(1);
  });
});

import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, TraceFlags } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { InMemorySpanExporter, SamplingDecision } from '@opentelemetry/sdk-trace-base';
import {
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
} from '@opentelemetry/semantic-conventions';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_REPORT_LIMITS,
  ERROR_REPORTING_SAMPLING,
  ErrorReportPageSchema,
  type ErrorReportInput,
} from '@cyber/domain';
import { loadConfig } from '../../../src/config.ts';
import { errorReports } from '../../../src/db/schema/index.ts';
import { createSampler, startTelemetry } from '../../../src/lib/telemetry.ts';
import { errorsPlugin } from '../../../src/plugins/errors.ts';
import { tracingPlugin } from '../../../src/plugins/tracing.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

type Session = Awaited<ReturnType<TestApp['signIn']>>;

/** The user and the organisation acted in that an access token names. */
const claimsOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    accountId: string;
  };

const report = (overrides: Partial<ErrorReportInput> & Record<string, unknown> = {}) => ({
  message: "Cannot read properties of undefined (reading 'premium')",
  name: 'TypeError',
  stack:
    "TypeError: Cannot read properties of undefined (reading 'premium')\n    at Quote (q.js:1:2)",
  url: 'https://app.example.com/agency/quotes/42?resetToken=secret-token#details',
  source: 'error',
  breadcrumbs: [
    {
      type: 'navigation',
      at: '2026-03-01T09:59:00.000Z',
      path: '/agency/quotes/42?jumpToken=another-secret',
    },
    // A value sent anyway is dropped: a breadcrumb has no field for it.
    {
      type: 'click',
      at: '2026-03-01T09:59:30.000Z',
      role: 'button',
      name: 'Rate',
      value: 'typed text',
    },
  ],
  occurredAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

describe('browser error reports', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
    agent = await t.signIn('agent@example.com');
  });
  afterAll(async () => t.close());

  const rowOf = async (id: string) => {
    const [row] = await t.database.db.select().from(errorReports).where(eq(errorReports.id, id));
    return row!;
  };

  it('anyone may send one (the sign-in page can fail too); the address is kept as its path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/error-reports/v1',
      payload: report(),
      headers: { 'user-agent': 'Test Browser/1.0' },
    });
    expect(res.statusCode).toBe(201);
    const row = await rowOf(res.json<{ id: string }>().id);
    expect(row).toMatchObject({
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'premium')",
      path: '/agency/quotes/42',
      release: t.config.APP_VERSION,
      source: 'error',
      userId: null,
      organisationId: null,
      userAgent: 'Test Browser/1.0',
      traceId: null,
    });
    expect(row.occurredAt.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(row.breadcrumbs).toEqual([
      { type: 'navigation', at: '2026-03-01T09:59:00.000Z', path: '/agency/quotes/42' },
      { type: 'click', at: '2026-03-01T09:59:30.000Z', role: 'button', name: 'Rate' },
    ]);
    expect(JSON.stringify(row)).not.toMatch(/secret|typed text/);
  });

  it('the sender is the session’s user and organisation, never ids in the body', async () => {
    const adminClaims = claimsOf(admin.accessToken);
    const agentClaims = claimsOf(agent.accessToken);
    const res = await agent.inject({
      method: 'POST',
      url: '/api/error-reports/v1',
      payload: report({
        release: '1.2.3',
        userId: adminClaims.sub,
        organisationId: adminClaims.accountId,
      }),
    });
    expect(res.statusCode).toBe(201);
    const row = await rowOf(res.json<{ id: string }>().id);
    expect(row.userId).toBe(agentClaims.sub);
    expect(row.organisationId).toBe(agentClaims.accountId);
    expect(row.organisationId).not.toBe(adminClaims.accountId);
    expect(row.release).toBe('1.2.3');
  });

  it('a token that is not valid sends as no one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/error-reports/v1',
      payload: report({ message: 'after sign-out' }),
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(201);
    expect((await rowOf(res.json<{ id: string }>().id)).userId).toBeNull();
  });

  it.each([
    ['no message', { message: undefined }],
    ['an empty message', { message: '   ' }],
    ['a message too long', { message: 'm'.repeat(ERROR_REPORT_LIMITS.message + 1) }],
    ['a stack too long', { stack: 's'.repeat(ERROR_REPORT_LIMITS.stack + 1) }],
    ['no url', { url: undefined }],
    ['no time', { occurredAt: undefined }],
    ['a time that is not one', { occurredAt: 'yesterday' }],
    ['a time PostgreSQL cannot store', { occurredAt: '0000-01-01T00:00:00Z' }],
    ['an unknown source', { source: 'console' }],
    [
      'too many breadcrumbs',
      {
        breadcrumbs: Array.from({ length: ERROR_REPORT_LIMITS.breadcrumbs + 1 }, () => ({
          type: 'navigation',
          at: '2026-03-01T09:59:00.000Z',
          path: '/x',
        })),
      },
    ],
    [
      'a breadcrumb of another kind',
      { breadcrumbs: [{ type: 'input', at: '2026-03-01T09:59:00.000Z' }] },
    ],
    [
      'a breadcrumb name too long',
      {
        breadcrumbs: [
          { type: 'click', at: '2026-03-01T09:59:00.000Z', role: 'button', name: 'n'.repeat(61) },
        ],
      },
    ],
  ])('refuses a body with %s (400)', async (_case, overrides) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/error-reports/v1',
      payload: report(overrides as Partial<ErrorReportInput>),
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a body that is not JSON (400)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/error-reports/v1',
      payload: '{"message":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('provider staff read the latest first; an agent may not (403), no one signed out (401)', async () => {
    t.clock.advance(1_000);
    const latest = await t.app.inject({
      method: 'POST',
      url: '/api/error-reports/v1',
      payload: report({ message: 'the latest' }),
    });
    const res = await admin.inject({ method: 'GET', url: '/api/error-reports/v1?page=0&size=2' });
    expect(res.statusCode).toBe(200);
    const page = ErrorReportPageSchema.parse(res.json());
    expect(page.size).toBe(2);
    expect(page.totalElements).toBeGreaterThanOrEqual(4);
    expect(page.content).toHaveLength(2);
    expect(page.content[0]).toMatchObject({
      id: latest.json<{ id: string }>().id,
      message: 'the latest',
      path: '/agency/quotes/42',
    });

    const refused = await agent.inject({ method: 'GET', url: '/api/error-reports/v1' });
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/error-reports/v1' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reports older than 30 days are deleted by the retention job', async () => {
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/error-reports/v1',
      payload: report({ message: 'old' }),
    });
    t.clock.advance(31 * 24 * 60 * 60_000);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/error-reports/v1',
      payload: report({ message: 'fresh' }),
    });
    await t.app.ctx.jobs.enqueue(t.database.db, 'error-reports.prune');
    await t.app.ctx.jobs.runDue();
    const ids = (await t.database.db.select({ id: errorReports.id }).from(errorReports)).map(
      (r) => r.id,
    );
    expect(ids).toEqual([fresh.json<{ id: string }>().id]);
    expect(ids).not.toContain(old.json<{ id: string }>().id);
  });
});

describe('request tracing', () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });

  /** A small app with the tracing plugin and the platform's error handler, spans in memory. */
  async function tracedApp(ratio: number) {
    const exporter = new InMemorySpanExporter();
    const app = Fastify({ logger: false });
    await app.register(tracingPlugin, { telemetry: startTelemetry(config, { ratio, exporter }) });
    await app.register(errorsPlugin);
    app.get('/api/things/:id', async () => ({ ok: true }));
    app.get('/api/broken', async () => {
      throw new Error('the database went away');
    });
    await app.ready();
    return { app, exporter };
  }

  it('a sampled request is one server span named after its route template, with its status', async () => {
    const { app, exporter } = await tracedApp(1);
    const res = await app.inject({ method: 'GET', url: '/api/things/123?q=secret' });
    expect(res.statusCode).toBe(200);
    const [span] = exporter.getFinishedSpans();
    expect(span?.name).toBe('GET /api/things/:id');
    expect(span?.kind).toBe(SpanKind.SERVER);
    expect(span?.attributes).toMatchObject({
      'http.request.method': 'GET',
      [ATTR_HTTP_ROUTE]: '/api/things/:id',
      [ATTR_HTTP_RESPONSE_STATUS_CODE]: 200,
      'url.path': '/api/things/123',
    });
    expect(span?.status.code).toBe(SpanStatusCode.UNSET);
    await app.close();
  });

  it('a 500 marks the span ERROR with the exception recorded', async () => {
    const { app, exporter } = await tracedApp(1);
    const res = await app.inject({ method: 'GET', url: '/api/broken' });
    expect(res.statusCode).toBe(500);
    const [span] = exporter.getFinishedSpans();
    expect(span?.name).toBe('GET /api/broken');
    expect(span?.attributes[ATTR_HTTP_RESPONSE_STATUS_CODE]).toBe(500);
    expect(span?.status.code).toBe(SpanStatusCode.ERROR);
    expect(span?.events.map((e) => e.name)).toContain('exception');
    await app.close();
  });

  it('honours the caller’s traceparent: sampled joins the trace, unsampled records nothing', async () => {
    const { app, exporter } = await tracedApp(0);
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const parentId = 'b7ad6b7169203331';
    await app.inject({
      method: 'GET',
      url: '/api/things/1',
      headers: { traceparent: `00-${traceId}-${parentId}-01` },
    });
    const [span] = exporter.getFinishedSpans();
    expect(span?.spanContext().traceId).toBe(traceId);
    expect(span?.parentSpanContext?.spanId).toBe(parentId);
    exporter.reset();

    const { app: always, exporter: alwaysExporter } = await tracedApp(1);
    await always.inject({
      method: 'GET',
      url: '/api/things/1',
      headers: { traceparent: `00-${traceId}-${parentId}-00` },
    });
    expect(alwaysExporter.getFinishedSpans()).toHaveLength(0);
    await app.close();
    await always.close();
  });

  it(`samples about ${ERROR_REPORTING_SAMPLING.traces * 100}% of new traces, by trace id`, () => {
    const sampler = createSampler();
    const decide = (traceId: string, context = ROOT_CONTEXT) =>
      sampler.shouldSample(context, traceId, 'GET /api/x', SpanKind.SERVER, {}, []).decision;
    const ids = Array.from({ length: 2000 }, (_, i) =>
      createHash('sha256').update(`trace ${i}`).digest('hex').slice(0, 32),
    );
    const sampled = ids.filter((id) => decide(id) === SamplingDecision.RECORD_AND_SAMPLED);
    expect(sampled.length / ids.length).toBeGreaterThan(0.08);
    expect(sampled.length / ids.length).toBeLessThan(0.12);
    // The same trace id gets the same answer (every node decides alike).
    expect(ids.filter((id) => decide(id) === SamplingDecision.RECORD_AND_SAMPLED)).toEqual(sampled);
    // A parent decides for its trace, whatever the ratio would say.
    const parent = (flags: TraceFlags) =>
      trace.setSpanContext(ROOT_CONTEXT, {
        traceId: ids[0]!,
        spanId: 'b7ad6b7169203331',
        traceFlags: flags,
        isRemote: true,
      });
    const unsampledId = ids.find((id) => !sampled.includes(id))!;
    const sampledId = sampled[0]!;
    expect(decide(unsampledId, parent(TraceFlags.SAMPLED))).toBe(
      SamplingDecision.RECORD_AND_SAMPLED,
    );
    expect(decide(sampledId, parent(TraceFlags.NONE))).toBe(SamplingDecision.NOT_RECORD);
  });

  it('without an OTLP endpoint no exporter is created and no span is made', async () => {
    expect(startTelemetry(config)).toBeNull();
    const configured = startTelemetry(
      loadConfig({ NODE_ENV: 'test', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }),
    );
    expect(configured?.exporter).toBeInstanceOf(OTLPTraceExporter);
    await configured?.shutdown();

    const app = Fastify({ logger: false });
    await app.register(tracingPlugin, { telemetry: startTelemetry(config) });
    let seen: unknown = 'unset';
    app.get('/api/things/:id', async (request) => {
      seen = request.span;
      return {};
    });
    await app.inject({ method: 'GET', url: '/api/things/1' });
    expect(seen).toBeNull();
    await app.close();
  });

  it('with an endpoint the app exports its spans by OTLP/HTTP, an error report as a span event', async () => {
    const bodies: { url: string; body: string }[] = [];
    const collector: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        bodies.push({ url: req.url ?? '', body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    const t = await buildTestApp({
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_SERVICE_NAME: 'cyber-test',
    });
    try {
      const agent = await t.signIn('agent@example.com');
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const res = await agent.inject({
        method: 'POST',
        url: '/api/error-reports/v1',
        payload: report(),
        headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      });
      expect(res.statusCode).toBe(201);
      const [row] = await t.database.db
        .select()
        .from(errorReports)
        .where(eq(errorReports.id, res.json<{ id: string }>().id));
      expect(row?.traceId).toBe(traceId);
    } finally {
      // Closing flushes the batch to the collector.
      await t.close();
      collector.close();
    }
    const exported = bodies
      .filter((b) => b.url === '/v1/traces')
      .map((b) => b.body)
      .join('\n');
    expect(exported).toContain('POST /api/error-reports/v1');
    expect(exported).toContain('browser.error_report');
    expect(exported).toContain('cyber-test');
    expect(exported).toContain('user.id');
  });
});

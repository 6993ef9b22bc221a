import {
  type Attributes,
  defaultTextMapGetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import type { Telemetry } from '../lib/telemetry.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request's span while tracing is configured and the trace is sampled, else null. A
     * module may add events to it (`request.span?.addEvent(…)`).
     */
    span: Span | null;
  }
}

/** Who called, on the span: the user and the organisation acted in, when signed in. */
export const ATTR_USER_ID = 'user.id';
export const ATTR_ORGANISATION_ID = 'cyber.organisation.id';

const failures = new WeakMap<FastifyRequest, Error>();

/** `GET /api/quote/v1/:id`: the method and the route template, never the concrete address. */
const spanName = (request: FastifyRequest) => {
  const route = request.routeOptions.url;
  return route ? `${request.method} ${route}` : request.method;
};

/**
 * One server span per request (decision 063), without auto-instrumentation: started when the
 * request arrives (a W3C `traceparent` header makes it a child of the caller's trace), named
 * after the route template, and ended with the response's status code. A 5xx marks it ERROR with
 * the exception recorded. Without telemetry (no OTLP endpoint) the plugin adds nothing.
 */
export const tracingPlugin = fp(
  async (app: FastifyInstance, { telemetry }: { telemetry: Telemetry | null }) => {
    app.decorateRequest('span', null);
    if (!telemetry) return;
    const { tracer, propagator } = telemetry;

    app.addHook('onRequest', async (request) => {
      const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
      const route = request.routeOptions.url;
      const attributes: Attributes = {
        [ATTR_HTTP_REQUEST_METHOD]: request.method,
        [ATTR_URL_PATH]: request.url.split('?')[0] ?? request.url,
      };
      if (route) attributes[ATTR_HTTP_ROUTE] = route;
      const span = tracer.startSpan(
        spanName(request),
        { kind: SpanKind.SERVER, attributes },
        parent,
      );
      // Not sampled: nothing is recorded, and modules see no span.
      if (span.isRecording()) request.span = span;
    });

    app.addHook('onError', async (request, _reply, error) => {
      failures.set(request, error);
    });

    app.addHook('onResponse', async (request, reply) => {
      const span = request.span;
      if (!span) return;
      request.span = null;
      const status = reply.statusCode;
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      if (request.actor) {
        span.setAttribute(ATTR_USER_ID, request.actor.userId);
        span.setAttribute(ATTR_ORGANISATION_ID, request.actor.accountId);
      }
      if (status >= 500) {
        const error = failures.get(request);
        if (error) span.recordException(error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: error?.message ?? `HTTP ${status}` });
      }
      span.end();
    });

    // A caller that went away gets no response: its span ends here, marked as such.
    app.addHook('onRequestAbort', async (request) => {
      const span = request.span;
      request.span = null;
      span?.setAttribute('http.request.aborted', true).end();
    });

    app.addHook('onClose', async () => {
      await telemetry.shutdown();
    });
  },
  { name: 'tracing' },
);

import { type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  type Sampler,
  SimpleSpanProcessor,
  type SpanExporter,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { ERROR_REPORTING_SAMPLING } from '@cyber/domain';
import type { Config } from '../config.ts';

/** The instrumentation scope of the platform's own spans. */
export const TRACER_NAME = 'cyber-platform';

/**
 * Tracing for one app (decision 063): its own tracer provider, never the process-wide global, so
 * several apps in one process (the tests) do not see each other's spans. Null when nothing is
 * configured: then no span is made and nothing leaves the platform.
 */
export type Telemetry = {
  tracer: Tracer;
  /** Reads and writes the W3C `traceparent` / `tracestate` headers. */
  propagator: W3CTraceContextPropagator;
  /** Where the spans go: the OTLP/HTTP exporter, or the one a test handed in. */
  exporter: SpanExporter;
  /** Flushes what is still buffered and stops exporting. */
  shutdown: () => Promise<void>;
};

export type TelemetryConfig = Pick<
  Config,
  'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME' | 'APP_VERSION' | 'ENV_NAME'
>;

export type TelemetryOptions = {
  /** Share of new traces sampled (default spec 1's 10%); tests force 1. */
  ratio?: number;
  /** Export here instead of OTLP (tests: an `InMemorySpanExporter`), span by span. */
  exporter?: SpanExporter;
};

/**
 * The sampler: a caller's `traceparent` decides for its trace (a sampled parent is sampled, an
 * unsampled one is not); a trace that starts here is sampled at `ratio`, by its trace id, so
 * every node decides the same for the same trace.
 */
export const createSampler = (ratio: number = ERROR_REPORTING_SAMPLING.traces): Sampler =>
  new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) });

/** The OTLP/HTTP traces address under a collector's base address (the OTLP convention). */
export const otlpTracesUrl = (endpoint: string) => `${endpoint.replace(/\/+$/, '')}/v1/traces`;

/**
 * Start tracing for one app, or return null when no exporter is configured (no
 * OTEL_EXPORTER_OTLP_ENDPOINT and none handed in): without configuration nothing is created and
 * nothing leaves. Spans go to the collector in batches; a handed-in exporter gets each span as it
 * ends.
 */
export function startTelemetry(
  config: TelemetryConfig,
  options: TelemetryOptions = {},
): Telemetry | null {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!options.exporter && !endpoint) return null;
  const exporter =
    options.exporter ?? new OTLPTraceExporter({ url: otlpTracesUrl(endpoint ?? '') });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: config.OTEL_SERVICE_NAME,
      [ATTR_SERVICE_VERSION]: config.APP_VERSION,
      'deployment.environment.name': config.ENV_NAME,
    }),
    sampler: createSampler(options.ratio),
    spanProcessors: [
      options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter),
    ],
  });
  let stopped: Promise<void> | null = null;
  return {
    tracer: provider.getTracer(TRACER_NAME, config.APP_VERSION),
    propagator: new W3CTraceContextPropagator(),
    exporter,
    shutdown: () => (stopped ??= provider.shutdown()),
  };
}

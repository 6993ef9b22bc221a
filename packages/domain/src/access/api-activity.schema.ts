import { z } from 'zod';
import { pageOf } from '../common/list.schema.ts';
import { ACCESS_MESSAGES } from './messages.ts';
import { parseTimeBound } from './time-range.ts';

const bound = (edge: 'after' | 'before') =>
  z
    .string()
    .trim()
    .max(40)
    .refine((v) => parseTimeBound(v, edge) !== null, ACCESS_MESSAGES.invalidInstant)
    .optional();

/**
 * GET /api/apiactivity/v1/search, /graph, /agg/stats (spec 1 §7). `after`/`before` win over
 * `dateFilter` (a time-range preset id, default 5 = 7 days). `pageRequested` is 0-based;
 * `searchAfter` is the cursor the previous page returned (newest-first order only).
 * `apiClientId` is a key's public keyId.
 */
export const ApiActivityQuerySchema = z.object({
  after: bound('after'),
  before: bound('before'),
  size: z.coerce.number().int().min(1).max(500).default(25),
  dateFilter: z.coerce.number().int().min(0).max(8).optional(),
  sort: z
    .string()
    .regex(/^[A-Za-z0-9_.]+,(asc|desc)$/, 'sort must look like field,asc or field,desc')
    .optional(),
  search: z.string().trim().max(200).optional(),
  // Epoch milliseconds (13 digits reach the year 2286) and a row id: a looser cursor reached the
  // database as an impossible date or uuid (a 500).
  searchAfter: z
    .string()
    .regex(
      /^\d{1,13}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      'searchAfter must be a cursor returned by the last page',
    )
    .optional(),
  pageRequested: z.coerce.number().int().min(0).max(10_000).default(0),
  apiClientId: z.string().trim().max(64).optional(),
});
export type ApiActivityQuery = z.infer<typeof ApiActivityQuerySchema>;

/** Sortable columns of the activity table. */
export const API_ACTIVITY_SORT_FIELDS = [
  'occurredAt',
  'method',
  'path',
  'statusCode',
  'durationMs',
] as const;

export const ApiActivityRowSchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  method: z.string(),
  path: z.string(),
  route: z.string().nullable(),
  statusCode: z.number().int(),
  durationMs: z.number().int(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  apiClientId: z.string(),
  apiKeyName: z.string(),
  organisationId: z.string(),
  organisationName: z.string(),
});
export type ApiActivityRow = z.infer<typeof ApiActivityRowSchema>;

export const ApiActivityPageSchema = pageOf(ApiActivityRowSchema).extend({
  /** Cursor for the next page (pass as searchAfter), null on the last page. */
  searchAfter: z.string().nullable(),
  after: z.string(),
  before: z.string(),
});
export type ApiActivityPage = z.infer<typeof ApiActivityPageSchema>;

export const ApiActivityBucketSchema = z.object({
  start: z.string(),
  success: z.number().int(),
  error: z.number().int(),
});
export type ApiActivityBucket = z.infer<typeof ApiActivityBucketSchema>;

export const ApiActivityGraphSchema = z.object({
  after: z.string(),
  before: z.string(),
  bucketMs: z.number().int(),
  buckets: z.array(ApiActivityBucketSchema),
});
export type ApiActivityGraph = z.infer<typeof ApiActivityGraphSchema>;

export const ApiActivityStatsSchema = z.object({
  after: z.string(),
  before: z.string(),
  totalCalls: z.number().int(),
  errors: z.number().int(),
  /** errors / totalCalls, 0 when there were no calls. */
  errorRate: z.number(),
  p50DurationMs: z.number().nullable(),
  p95DurationMs: z.number().nullable(),
  byKey: z.array(
    z.object({
      apiClientId: z.string(),
      name: z.string(),
      calls: z.number().int(),
      errors: z.number().int(),
    }),
  ),
});
export type ApiActivityStats = z.infer<typeof ApiActivityStatsSchema>;

/** A call is an error when it answered 4xx or 5xx. */
export const isErrorStatus = (status: number) => status >= 400;

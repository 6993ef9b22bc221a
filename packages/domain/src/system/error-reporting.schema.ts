import { z } from 'zod';
import { isInstantInRange } from '../common/dates.ts';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';
import { MESSAGES } from '../errors/messages.ts';
import { ERROR_REPORT_LIMITS, ERROR_REPORT_SOURCES, stripUrlToPath } from './error-reporting.ts';

const label = z.string().trim().max(ERROR_REPORT_LIMITS.breadcrumbLabel);
/** An ISO time PostgreSQL can store (year 0000 or past 9999 was a 500). */
const instant = z.iso
  .datetime({ offset: true })
  .refine((value) => isInstantInRange(Date.parse(value)), MESSAGES.dateOutOfRange);

/**
 * One UI event before an error (the "replay on error"): a route change (its path) or a click on
 * an element described by its role and accessible name. There is no field for what was typed:
 * anything else sent is dropped.
 */
export const ErrorBreadcrumbSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('navigation'),
    at: instant,
    path: z.string().max(ERROR_REPORT_LIMITS.url).transform(stripUrlToPath),
  }),
  z.object({
    type: z.literal('click'),
    at: instant,
    role: label,
    name: label.optional(),
  }),
]);
export type ErrorBreadcrumb = z.input<typeof ErrorBreadcrumbSchema>;

/**
 * POST /api/error-reports/v1: one error the browser caught. Who sent it is never read from the
 * body: the server takes the user and organisation from the bearer token's session, if any.
 */
export const ErrorReportInputSchema = z.object({
  message: z.string().trim().min(1).max(ERROR_REPORT_LIMITS.message),
  name: z.string().trim().min(1).max(ERROR_REPORT_LIMITS.name).default('Error'),
  stack: z.string().max(ERROR_REPORT_LIMITS.stack).optional(),
  /** The page's address; stored as its path alone. */
  url: z.string().trim().min(1).max(ERROR_REPORT_LIMITS.url),
  /** The web app's version, when it knows it (else the server's is stored). */
  release: z.string().trim().min(1).max(ERROR_REPORT_LIMITS.release).optional(),
  source: z.enum(ERROR_REPORT_SOURCES).default('error'),
  breadcrumbs: z.array(ErrorBreadcrumbSchema).max(ERROR_REPORT_LIMITS.breadcrumbs).default([]),
  occurredAt: instant,
});
export type ErrorReportInput = z.input<typeof ErrorReportInputSchema>;

export const ErrorReportAcceptedSchema = z.object({ id: z.uuid() });

/** One stored report, as provider staff read it. */
export const ErrorReportSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  message: z.string(),
  stack: z.string().nullable(),
  path: z.string(),
  release: z.string(),
  source: z.enum(ERROR_REPORT_SOURCES),
  breadcrumbs: z.array(
    z.object({
      type: z.enum(['navigation', 'click']),
      at: z.string(),
      path: z.string().optional(),
      role: z.string().optional(),
      name: z.string().optional(),
    }),
  ),
  userId: z.uuid().nullable(),
  organisationId: z.uuid().nullable(),
  userAgent: z.string().nullable(),
  occurredAt: z.string(),
  receivedAt: z.string(),
});
export type ErrorReport = z.infer<typeof ErrorReportSchema>;

export const ErrorReportListQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const ErrorReportPageSchema = pageOf(ErrorReportSchema);

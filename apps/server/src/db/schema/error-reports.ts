import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/** One UI event before a browser error, as stored (a route change or a click). */
export type StoredBreadcrumb = {
  type: 'navigation' | 'click';
  at: string;
  path?: string;
  role?: string;
  name?: string;
};

/**
 * Errors the browser caught and sent (decision 063), with the last UI events before each. Kept
 * 30 days (the error-reports module's daily retention job). The user and organisation are the
 * sender's session's, never what the report said.
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    /** The page's path: no origin, query string or fragment. */
    path: text('path').notNull(),
    release: text('release').notNull(),
    /** error (window.onerror), unhandledrejection, boundary (a React error boundary). */
    source: text('source').notNull(),
    breadcrumbs: jsonb('breadcrumbs')
      .$type<StoredBreadcrumb[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    userAgent: text('user_agent'),
    requestId: text('request_id').notNull(),
    /** The trace the report's request belongs to, when it was sampled. */
    traceId: text('trace_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_reports_created_idx').on(t.createdAt)],
);

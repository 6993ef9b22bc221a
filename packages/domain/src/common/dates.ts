import { z } from 'zod';
import { MESSAGES } from '../errors/messages.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar day as YYYY-MM-DD in the years PostgreSQL and ISO strings share (0001–9999):
 * not 2024-02-30, and not year 0000, which PostgreSQL refuses (both were 500s).
 */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value) || value.startsWith('0000')) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * The instants a client may bound a search by: a day inside years 0001–9999 at either end, so
 * the end of a day or a time-zone offset stays a date PostgreSQL takes (9999-12-31 plus a day
 * was a 500).
 */
const EARLIEST_INSTANT = Date.parse('0001-01-02T00:00:00Z');
const LATEST_INSTANT = Date.parse('9999-12-30T23:59:59.999Z');
export const isInstantInRange = (instant: number): boolean =>
  instant >= EARLIEST_INSTANT && instant <= LATEST_INSTANT;

/** A search bound: an ISO date-time (with offset) or date, inside that range. */
export const SearchBoundSchema = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .refine((value) => isInstantInRange(Date.parse(value)), MESSAGES.dateOutOfRange);

import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.ts';

/**
 * A list's page number (0-based), at most MAX_PAGE: past it no list has rows, and page × size
 * stays an exact number PostgreSQL takes as an offset (an unbounded page overflowed it: a 500).
 */
export const MAX_PAGE = 1_000_000;
export const PageNumberSchema = z.coerce.number().int().min(0).max(MAX_PAGE).default(0);

/** List query conventions (DESIGN §4): page is 0-based, sort is `field,asc|desc`. */
export const ListQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(3000).default(DEFAULT_PAGE_SIZE),
  sort: z
    .string()
    .regex(/^[A-Za-z0-9_.]+,(asc|desc)$/, 'sort must look like field,asc or field,desc')
    .optional(),
  search: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    /** The server stopped counting at totalElements: there are at least that many. */
    totalIsCapped: z.boolean().optional(),
  });

/** The one error body every 4xx/5xx carries (DESIGN §4). */
export const ErrorBodySchema = z.object({
  message: z.string(),
  detail: z.string().optional(),
  errors: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

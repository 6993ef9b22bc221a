/**
 * A part of a download's file name (a company, a quote or policy number): letters, digits, dot,
 * dash and underscore only, at most 80 characters, so it is safe in a Content-Disposition
 * header; `fallback` when nothing is left.
 */
export const fileNamePart = (s: string, fallback: string): string =>
  s
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '')
    .slice(0, 80) || fallback;

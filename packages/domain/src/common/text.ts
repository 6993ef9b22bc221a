/** PostgreSQL text cannot hold U+0000; no field of the platform has a use for it. */
const NUL = '\u0000';

/**
 * Plain parsed data (arrays, and objects whose prototype is Object's or none: parsed queries may
 * have a prototype-less prototype); files, buffers and streams are not text.
 */
const isPlain = (value: object): boolean => {
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return (
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null
  );
};

/**
 * Half of a UTF-16 surrogate pair standing alone: JSON can carry one (`"\ud800"`), but it is no
 * character, and PostgreSQL's json refuses it (which made a 500 of the audit record).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The dotted path of the first string (or key) in a parsed request value that `bad` flags. */
function textPath(value: unknown, bad: (text: string) => boolean, path: string): string | null {
  if (typeof value === 'string') return bad(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = textPath(item, bad, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    if (!isPlain(value)) return null;
    for (const [key, item] of Object.entries(value)) {
      if (bad(key)) return path ? `${path}.${key}` : key;
      const found = textPath(item, bad, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Where a NUL character hides in a parsed request value (query, path parameters, a JSON body):
 * the dotted path of the first string that holds one (`''` for the value itself), or null.
 */
export const nulCharacterPath = (value: unknown, path = ''): string | null =>
  textPath(value, (text) => text.includes(NUL), path);

/** Where a lone surrogate (text that is not Unicode) hides in a parsed request value, or null. */
export const loneSurrogatePath = (value: unknown, path = ''): string | null =>
  textPath(value, (text) => LONE_SURROGATE.test(text), path);

/**
 * The deepest nesting of arrays and objects a request value may have. No form of the platform
 * comes near it; far deeper JSON would exhaust the stack of anything that walks it recursively.
 */
export const MAX_NESTING_DEPTH = 32;

/** Whether a parsed request value nests arrays and objects more than `limit` deep (no recursion). */
export function nestedDeeperThan(value: unknown, limit = MAX_NESTING_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object' || !isPlain(item)) continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      pending.push([child, depth + 1]);
    }
  }
  return false;
}

/** A plain object (not null, not an array): what a stored JSON document's fields are read from. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** PostgreSQL text cannot hold U+0000; no field of the platform has a use for it. */
const NUL = '\u0000';

/**
 * Where a NUL character hides in a parsed request value (query, path parameters, a JSON body):
 * the dotted path of the first string that holds one (`''` for the value itself), or null.
 */
export function nulCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterPath(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    // Plain parsed data only (parsed queries may have a prototype-less prototype); files,
    // buffers and streams are not text.
    const prototype = Object.getPrototypeOf(value) as object | null;
    const plain =
      prototype === null ||
      prototype === Object.prototype ||
      Object.getPrototypeOf(prototype) === null;
    if (!plain) return null;
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return path ? `${path}.${key}` : key;
      const found = nulCharacterPath(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether text has the shape of a uuid, as PostgreSQL's uuid type takes it: test it before an id
 * from a request reaches a uuid column (a looser `[0-9a-f-]{36}` let `----…` through: a 500).
 */
export const isUuid = (value: string): boolean => UUID.test(value);

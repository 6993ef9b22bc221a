/**
 * Binders and policies live under one key: a bind or an issue marks both tabs and the open
 * detail stale at once.
 */
export const policiesKey = ['policies'] as const;
export const policyListKey = [...policiesKey, 'search'] as const;
export const policyDetailKey = (id: string) => [...policiesKey, 'detail', id] as const;

/**
 * One policy's servicing (its revisions, their diffs, what may be endorsed, what a cancellation
 * would return), under the policies' key: a servicing action marks all of it stale with the
 * detail and the lists.
 */
export const policyServicingKey = (id: string) => [...policiesKey, 'servicing', id] as const;
export const policyRevisionsKey = (id: string) => [...policyServicingKey(id), 'revisions'] as const;

/**
 * One policy's renewal (its flags, renewal quote and diff), under its servicing key: a servicing
 * action, a prepared renewal or a changed flag marks it stale with the detail and the lists.
 */
export const policyRenewalKey = (id: string) => [...policyServicingKey(id), 'renewal'] as const;

/**
 * The broker of record requests the caller may see (decision 047), under the policies' key: an
 * approval moves a policy to another agency, so a decision marks the requests stale with the
 * lists, the book and the open detail.
 */
export const borRequestsKey = [...policiesKey, 'broker-of-record'] as const;

/**
 * The midterm list and one policy's program (decision 050), under the policies' key: an
 * endorsement or a program change marks them stale with the lists and the open detail.
 */
export const midtermKey = [...policiesKey, 'midterm'] as const;
export const policyProgramKey = (id: string) => [...policyServicingKey(id), 'program'] as const;
/** One policy's coverages as bound (the coverage chart). */
export const policyCoveragesKey = (id: string) => [...policyServicingKey(id), 'coverages'] as const;

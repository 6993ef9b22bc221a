/**
 * Policies and binders (spec 3 §2, §3, §5): the lifecycle statuses and their machine, the
 * dashboard's counting rules, the policy API's contract for bind and issue, the binder's and
 * declarations page's documents, and who reads them by the carrier's paper.
 */
export * from './policy-status.ts';
export * from './counting.ts';
export * from './policy.schema.ts';
export * from './policy-documents.ts';
export * from './paper.ts';
export * from './premium-arithmetic.ts';
export * from './policy-transactions.ts';
export * from './broker-of-record.ts';
export * from './certificates.ts';
export * from './renewals.ts';
export * from './midterm.ts';

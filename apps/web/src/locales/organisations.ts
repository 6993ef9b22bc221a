/**
 * Strings of the organisations screens. Top-level keys are namespaces owned by this file; en-GB overrides
 * only what the UK words differently (brokerage, broker, organisation, postcode, turnover…).
 */
export const enUS = {};

export const enGB = {};

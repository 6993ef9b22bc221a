/**
 * Strings of the onboarding screens. Top-level keys are namespaces owned by this file; en-GB overrides
 * only what the UK words differently (brokerage, broker, organisation, postcode, tick…).
 */
export const enUS = {};

export const enGB = {};

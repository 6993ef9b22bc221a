/** Strings of the webhooks screens (en-US base; en-GB overrides only UK wording). */
export const enUS = {};
export const enGB = {};

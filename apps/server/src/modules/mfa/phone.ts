import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The calling codes the platform serves (spec 1 §1): +1 in the US, +44 in the UK. */
const CALLING_CODES = new Set(['1', '44']);

/**
 * A phone number in E.164, or null when it is not a valid US or UK number. Validation goes by
 * calling code, not by the reported country: a UK mobile such as +44 7911 … reports GG.
 */
export function toE164(value: string, region: string = 'US'): string | null {
  const number = parsePhoneNumberFromString(value.trim(), region === 'UK' ? 'GB' : 'US');
  if (!number || !number.isValid() || !CALLING_CODES.has(number.countryCallingCode)) return null;
  return number.number;
}

import { USERS_MESSAGES, type PhoneCountry } from '@cyber/domain';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from '../../../lib/app-error.ts';

const CALLING_CODE: Record<PhoneCountry, string> = { US: '1', UK: '44' };

/**
 * The phone in E.164, validated for the country chosen on the form. Validation goes by calling
 * code, not by the country libphonenumber reports (a UK mobile +44 7911 … reports GG).
 */
export function phoneForCountry(value: string, country: PhoneCountry): string {
  const number = parsePhoneNumberFromString(value.trim(), country === 'UK' ? 'GB' : 'US');
  if (!number || !number.isValid() || number.countryCallingCode !== CALLING_CODE[country]) {
    throw new AppError('BAD_REQUEST', USERS_MESSAGES.invalidPhone, {
      errors: [`phone: ${USERS_MESSAGES.invalidPhone}`],
    });
  }
  return number.number;
}

import type { PhoneCountry } from '@cyber/domain';

/** As the user types a US number: (###) ###-####; UK numbers are left as typed. */
export function formatPhoneAsTyped(value: string, country: PhoneCountry): string {
  if (country !== 'US') return value;
  const digits = value.replace(/\D/g, '').slice(0, 11);
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (digits.length > 10 && !digits.startsWith('1')) return value;
  if (ten.length === 0) return '';
  if (ten.length < 4) return `(${ten}`;
  if (ten.length < 7) return `(${ten.slice(0, 3)}) ${ten.slice(3)}`;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

import dayjs from 'dayjs';

/** The two regions the platform serves (spec 1 §1, §9). */
export const REGIONS = ['US', 'UK'] as const;
export type Region = (typeof REGIONS)[number];

export const LANGUAGES = ['en-US', 'en-GB'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

/** The region whose currency an amount is in: pounds are the UK's, dollars the US's. */
export const regionOfCurrency = (currency: string): Region => (currency === 'GBP' ? 'UK' : 'US');

export const REGION_SETTINGS: Record<
  Region,
  {
    language: Language;
    currency: 'USD' | 'GBP';
    currencySymbol: '$' | '£';
    phonePrefix: string;
    industryCoding: 'naicsCode' | 'sicCode';
    /** How a day is written in the region's tables, documents and e-mails (spec 3 §9). */
    dateFormat: 'MMM. DD, YYYY' | 'DD MMM YYYY';
    /** A moment (created, modified, last sign-in): the day as above, then the time of day. */
    dateTimeFormat: 'MMM. DD, YYYY h:mm A' | 'DD MMM YYYY HH:mm';
    /** The provider's claims desk: filed claims are e-mailed here; the form shows the phone. */
    claimsEmail: string;
    claimsPhone: string;
  }
> = {
  US: {
    language: 'en-US',
    currency: 'USD',
    currencySymbol: '$',
    phonePrefix: '+1',
    industryCoding: 'naicsCode',
    dateFormat: 'MMM. DD, YYYY',
    dateTimeFormat: 'MMM. DD, YYYY h:mm A',
    claimsEmail: 'claims@example.com',
    claimsPhone: '(800) 555-0199',
  },
  UK: {
    language: 'en-GB',
    currency: 'GBP',
    currencySymbol: '£',
    phonePrefix: '+44',
    industryCoding: 'sicCode',
    dateFormat: 'DD MMM YYYY',
    dateTimeFormat: 'DD MMM YYYY HH:mm',
    claimsEmail: 'claims@example.co.uk',
    claimsPhone: '+44 20 7946 0999',
  },
};

/**
 * A day in the region's format: 'May. 01, 2026' in the US, '01 May 2026' in the UK. A calendar
 * day (YYYY-MM-DD) is printed as that day wherever the code runs; anything unreadable comes back
 * as given.
 */
export function formatRegionDate(value: string | Date, region: Region): string {
  const day =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? dayjs(`${value}T00:00:00`)
      : dayjs(value);
  return day.isValid() ? day.format(REGION_SETTINGS[region].dateFormat) : String(value);
}

/**
 * A moment in the region's format, in the local time of wherever the code runs: 'May. 01, 2026
 * 3:04 PM' in the US (spec 1 §9, spec 3 §9), '01 May 2026 15:04' in the UK. Anything unreadable
 * comes back as given.
 */
export function formatRegionDateTime(value: string | number | Date, region: Region): string {
  const moment = dayjs(value);
  return moment.isValid() ? moment.format(REGION_SETTINGS[region].dateTimeFormat) : String(value);
}

export const regionForLanguage = (language: string): Region => (language === 'en-GB' ? 'UK' : 'US');
export const languageForRegion = (region: Region): Language => REGION_SETTINGS[region].language;

export const unsupportedLanguageMessage = (language: string) => `Unsupported language: ${language}`;

export const assertLanguage = (language: string): Language => {
  if (!(LANGUAGES as readonly string[]).includes(language)) {
    throw new Error(unsupportedLanguageMessage(language));
  }
  return language as Language;
};

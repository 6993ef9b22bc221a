/** The two regions the platform serves (spec 1 §1, §9). */
export const REGIONS = ['US', 'UK'] as const;
export type Region = (typeof REGIONS)[number];

export const LANGUAGES = ['en-US', 'en-GB'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

export const REGION_SETTINGS: Record<
  Region,
  {
    language: Language;
    currency: 'USD' | 'GBP';
    currencySymbol: '$' | '£';
    phonePrefix: string;
    industryCoding: 'naicsCode' | 'sicCode';
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
    claimsEmail: 'claims@example.com',
    claimsPhone: '(800) 555-0199',
  },
  UK: {
    language: 'en-GB',
    currency: 'GBP',
    currencySymbol: '£',
    phonePrefix: '+44',
    industryCoding: 'sicCode',
    claimsEmail: 'claims@example.co.uk',
    claimsPhone: '+44 20 7946 0999',
  },
};

export const regionForLanguage = (language: string): Region => (language === 'en-GB' ? 'UK' : 'US');
export const languageForRegion = (region: Region): Language => REGION_SETTINGS[region].language;

export const unsupportedLanguageMessage = (language: string) => `Unsupported language: ${language}`;

export const assertLanguage = (language: string): Language => {
  if (!(LANGUAGES as readonly string[]).includes(language)) {
    throw new Error(unsupportedLanguageMessage(language));
  }
  return language as Language;
};

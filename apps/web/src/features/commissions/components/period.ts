/** A month of a year in the reader's language: "March 2026"; `year` omitted: "March". */
export function monthLabel(month: number, language: string, year?: number): string {
  return new Intl.DateTimeFormat(language, {
    month: 'long',
    ...(year === undefined ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(Date.UTC(year ?? 2000, month - 1, 1));
}

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** The commission list filters' choice: every policy, agency-billed ones or direct-billed ones. */
export const BILLING_FILTERS = ['agency', 'direct'] as const;
export type BillingFilter = (typeof BILLING_FILTERS)[number];

/** The filter as the API's `agencyBilled` (absent: both). */
export const agencyBilledOf = (filter: BillingFilter | ''): boolean | undefined =>
  filter === '' ? undefined : filter === 'agency';

/** A rate in basis points as a percentage: 1500 → "15%", 1250 → "12.5%". */
export const percentOf = (rateBps: number) => `${rateBps / 100}%`;

/** The month before today's (UTC), the last one whose agency bill statement may be due. */
export function previousMonthOf(today: Date): { year: number; month: number } {
  const month = today.getUTCMonth();
  return month === 0
    ? { year: today.getUTCFullYear() - 1, month: 12 }
    : { year: today.getUTCFullYear(), month };
}

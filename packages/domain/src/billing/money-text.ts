/** Money as people type it into the billing forms. */

/** An amount as typed ("1,234.50"): digits, at most two decimals, grouping commas allowed. */
const AMOUNT_TEXT = /^\d{1,3}(,?\d{3})*(\.\d{1,2})?$|^\d+(\.\d{1,2})?$/;

/** Minor units of an amount typed in major units ("1,234.50" → 123450); NaN when unreadable. */
export const minorUnitsOf = (text: string): number => {
  const cleaned = text.trim().replace(/[$£\s]/g, '');
  if (!AMOUNT_TEXT.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned.replace(/,/g, '')) * 100);
};

/**
 * The built-in sandbox payment processor's test numbers and its browser-side tokeniser (decision
 * 052). Card and bank numbers are turned into a token in the browser and never reach the server
 * (PCI SAQ A): the token carries only the outcome the test number stands for, the brand or
 * bank, the last four digits and the expiry. The sandbox accepts only its own test numbers and
 * moves no money.
 */

export const SANDBOX_OUTCOMES = ['SUCCEEDS', 'DECLINED', 'PROCESSING', 'RETURNED'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** Test cards: succeed at once, are declined, or stay processing until the settlement job. */
export const SANDBOX_CARDS: Record<string, { brand: string; outcome: SandboxOutcome }> = {
  '4242424242424242': { brand: 'Visa', outcome: 'SUCCEEDS' },
  '5555555555554444': { brand: 'Mastercard', outcome: 'SUCCEEDS' },
  '4000000000000002': { brand: 'Visa', outcome: 'DECLINED' },
  '4000000000000259': { brand: 'Visa', outcome: 'PROCESSING' },
};

/**
 * Test bank accounts (e-check / direct debit): every bank payment is processing until the
 * settlement job settles it, three business days later; RETURNED ones fail then.
 */
export const SANDBOX_BANK_ACCOUNTS: Record<string, { outcome: SandboxOutcome }> = {
  '000123456789': { outcome: 'SUCCEEDS' },
  '000111111116': { outcome: 'RETURNED' },
  '00012345': { outcome: 'SUCCEEDS' },
  '00011111': { outcome: 'RETURNED' },
};

export const SANDBOX_MESSAGES = {
  cardNumber: 'Enter a valid card number.',
  notTestCard: 'The sandbox accepts only its test cards (for example 4242 4242 4242 4242).',
  expiry: 'Enter an expiry date in the future (MM/YY).',
  cvc: 'Enter the 3 or 4 digit security code.',
  nameOnAccount: 'Enter the name on the account.',
  routing: 'Enter the 9-digit routing number.',
  sortCode: 'Enter the 6-digit sort code.',
  accountNumber: 'Enter the account number.',
  notTestAccount: 'The sandbox accepts only its test bank accounts (for example 000123456789).',
} as const;

const digits = (s: string) => s.replace(/[\s-]/g, '');

/** The Luhn check every card number passes. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const nonce = () => Math.random().toString(36).slice(2, 12).padEnd(10, '0');

type Tokenised = { token: string } | { errors: Record<string, string> };

/** Tokenise a card in the browser: `sbx_card_{outcome}_{brand}_{last4}_{MMYY}_{nonce}`. */
export function sandboxCardToken(
  card: { number: string; expiry: string; cvc: string },
  today: Date = new Date(),
): Tokenised {
  const errors: Record<string, string> = {};
  const number = digits(card.number);
  const test = SANDBOX_CARDS[number];
  if (!luhnValid(number)) errors.number = SANDBOX_MESSAGES.cardNumber;
  else if (!test) errors.number = SANDBOX_MESSAGES.notTestCard;
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (!expiry || year * 12 + month - 1 < thisMonth) errors.expiry = SANDBOX_MESSAGES.expiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = SANDBOX_MESSAGES.cvc;
  if (Object.keys(errors).length > 0 || !test) return { errors };
  const mmyy = `${String(month).padStart(2, '0')}${String(year % 100).padStart(2, '0')}`;
  return {
    token: `sbx_card_${test.outcome}_${test.brand}_${number.slice(-4)}_${mmyy}_${nonce()}`,
  };
}

/**
 * Tokenise a bank account in the browser: `sbx_bank_{outcome}_{accountType}_{last4}_{nonce}`.
 * A US account has a routing number, a UK one a sort code.
 */
export function sandboxBankToken(bank: {
  nameOnAccount: string;
  routingOrSortCode: string;
  accountNumber: string;
  accountType: 'CHECKING' | 'SAVINGS';
  region: 'US' | 'UK';
}): Tokenised {
  const errors: Record<string, string> = {};
  if (!bank.nameOnAccount.trim()) errors.nameOnAccount = SANDBOX_MESSAGES.nameOnAccount;
  const code = digits(bank.routingOrSortCode);
  if (bank.region === 'US' && !/^\d{9}$/.test(code))
    errors.routingOrSortCode = SANDBOX_MESSAGES.routing;
  if (bank.region === 'UK' && !/^\d{6}$/.test(code))
    errors.routingOrSortCode = SANDBOX_MESSAGES.sortCode;
  const account = digits(bank.accountNumber);
  const test = SANDBOX_BANK_ACCOUNTS[account];
  if (!/^\d{4,17}$/.test(account)) errors.accountNumber = SANDBOX_MESSAGES.accountNumber;
  else if (!test) errors.accountNumber = SANDBOX_MESSAGES.notTestAccount;
  if (Object.keys(errors).length > 0 || !test) return { errors };
  return { token: `sbx_bank_${test.outcome}_${bank.accountType}_${account.slice(-4)}_${nonce()}` };
}

/** What a sandbox token says (the server's side); null when it is not one. */
export function parseSandboxToken(token: string): {
  kind: 'card' | 'bank';
  outcome: SandboxOutcome;
  brand: string;
  last4: string;
  expiry: string | null;
} | null {
  const card =
    /^sbx_card_(SUCCEEDS|DECLINED|PROCESSING)_(Visa|Mastercard)_(\d{4})_(\d{4})_[a-z0-9]{10}$/.exec(
      token,
    );
  if (card)
    return {
      kind: 'card',
      outcome: card[1] as SandboxOutcome,
      brand: card[2]!,
      last4: card[3]!,
      expiry: card[4]!,
    };
  const bank = /^sbx_bank_(SUCCEEDS|RETURNED)_(CHECKING|SAVINGS)_(\d{4})_[a-z0-9]{10}$/.exec(token);
  if (bank)
    return {
      kind: 'bank',
      outcome: bank[1] as SandboxOutcome,
      brand: bank[2]!,
      last4: bank[3]!,
      expiry: null,
    };
  return null;
}

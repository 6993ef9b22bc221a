import type { AccountType } from '../accounts/account-types.ts';

/**
 * The organisations that see binders, policies and their accounts' claims by the carrier's paper
 * (decision 042) rather than by accounts: carriers (their own paper) and reinsurers (the paper of
 * the carriers they reinsure). Their accounts' pages are not theirs to open.
 */
export const PAPER_READERS = ['CARRIER', 'RE_INSURER'] as const satisfies readonly AccountType[];

export const readsByPaper = (accountType: AccountType): boolean =>
  (PAPER_READERS as readonly AccountType[]).includes(accountType);

import type { SQL, SQLWrapper } from 'drizzle-orm';

/**
 * What the accounts module is handed when it is registered: the policies module imports this
 * one (a bind marks the account), so the policies' rules it needs arrive here instead.
 */
export type AccountsModuleOptions = {
  /** The account in `accountId` has a policy open for renewal on `today` (YYYY-MM-DD), as SQL. */
  hasPolicyOpenForRenewal: (accountId: SQLWrapper, today: string) => SQL;
};

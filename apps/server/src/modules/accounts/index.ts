import type { FastifyInstance } from 'fastify';
import type { AccountsModuleOptions } from './accounts.context.ts';
import { checkDomainRoute } from './routes/check-domain.route.ts';
import { createAccountRoute } from './routes/create-account.route.ts';
import { createMsspAccountRoute } from './routes/create-mssp-account.route.ts';
import { declineAccountRoute } from './routes/decline-account.route.ts';
import { deleteAccountRoute } from './routes/delete-account.route.ts';
import { firmographicsRefreshRoutes } from './routes/firmographics-refresh.route.ts';
import { getAccountRoute } from './routes/get-account.route.ts';
import { leadSyncsRoutes } from './routes/lead-syncs.route.ts';
import { listAccountsRoute } from './routes/list-accounts.route.ts';
import { profileScoreRoute } from './routes/profile-score.route.ts';
import { riskScansRoutes } from './routes/risk-scans.route.ts';
import { searchAccountsRoute } from './routes/search-accounts.route.ts';
import { updateAccountRoute } from './routes/update-account.route.ts';
import { validateAddressRoute } from './routes/validate-address.route.ts';

export type { AccountsModuleOptions } from './accounts.context.ts';
export {
  /** One account the caller may see, or null (also when it exists but is not theirs). */
  findVisibleAccount,
  /** Move an OPEN account to QUOTED when its first quote is made (inside the quote's transaction). */
  markAccountQuoted,
  /** A bound policy makes the account ACTIVE_POLICY (inside the bind's transaction). */
  markAccountActivePolicy,
  /** Record the agent's verification of the firmographics (request to bind, decision 043). */
  recordAgentVerification,
  /** THE visibility rule of accounts, as SQL: whatever hangs off an account follows it. */
  visibleAccounts,
  type AccountRow,
  type AccountScope,
} from './accounts.repository.ts';
export {
  clearMyAgent,
  deleteLink,
  demoteAssigned,
  demoteOtherAssigned,
  /** Insert many new accounts (organisation, profile, agency link) at once (bulk upload). */
  insertAccounts,
  updateLink,
  upsertLink,
  upsertLinks,
} from './agency-links.repository.ts';
/** Serialise enrichment writes of one account (take it before `takeScan`). */
export { lockProfile } from './enrichment/enrichment.repository.ts';
/** The stored profile columns of validated firmographics (bulk upload checks rows with it). */
export { profileValuesOf } from './services/profile-values.ts';
/** Decline an account inside the caller's transaction (a quote's decline may decline it too). */
export { declineAccountIn } from './services/decline-account.ts';
export {
  latestRiskScanOf,
  /** Scan an account and store the result inside the caller's transaction. */
  takeScan,
} from './services/risk-scans.ts';

/**
 * Insured accounts (spec 2 §2–§8): search, list, create (agency, provider and MSSP variants),
 * firmographics, domain check, address validation, delete, decline and profile score (its notes
 * are the notes module's);
 * enrichment: firmographics refresh, risk scans (on demand and at creation) and lead syncs
 * through the providers of `enrichment/`.
 * Every query applies one visibility rule (accounts.repository.ts `visibleAccounts`).
 */
export async function accountsModule(app: FastifyInstance, options: AccountsModuleOptions) {
  searchAccountsRoute(app);
  listAccountsRoute(app, options);
  getAccountRoute(app);
  createAccountRoute(app);
  createMsspAccountRoute(app);
  updateAccountRoute(app);
  deleteAccountRoute(app);
  declineAccountRoute(app);
  profileScoreRoute(app);
  checkDomainRoute(app);
  validateAddressRoute(app);
  firmographicsRefreshRoutes(app);
  riskScansRoutes(app);
  leadSyncsRoutes(app);
}

import type { FastifyInstance } from 'fastify';
import { agencyPickerRoutes } from './routes/agency-picker.route.ts';
import { createOrganisationRoute } from './routes/create-organisation.route.ts';
import { deleteOrganisationRoute } from './routes/delete-organisation.route.ts';
import { getOrganisationRoute } from './routes/get-organisation.route.ts';
import { hostnameRoutes } from './routes/hostname.route.ts';
import { membersRoutes } from './routes/members.route.ts';
import { raterCarriersRoutes } from './routes/rater-carriers.route.ts';
import { reinsuranceTreatiesRoutes } from './routes/reinsurance-treaties.route.ts';
import { searchOrganisationsRoute } from './routes/search-organisations.route.ts';
import { updateOrganisationRoute } from './routes/update-organisation.route.ts';
import { updateOwnProfileRoute } from './routes/update-own-profile.route.ts';

/**
 * The carriers that write a quote (product, paper, state, day), the largest share first; the
 * lead one (a binder's carrier).
 */
export { carriersWriting, leadCarrierOf } from './carrier-profiles.repository.ts';
/** For visibility rules: a cluster's or aggregator's agencies, an MSSP's accounts (subqueries). */
export { clientAccountsOf, memberAgenciesOf } from './group-rules.ts';
/** For visibility rules: the carriers a reinsurer reinsures (a subquery for `inArray`). */
export { reinsuredCarriersOf } from './organisations.repository.ts';
/** Billing: the premium processor that finances installment plans (decision 052). */
export { financingPartner } from './organisations.repository.ts';
/** Billing's commissions: agencies' names, regions and paused payments (decision 054). */
export { agencySummaries, type AgencySummary } from './organisations.repository.ts';
/** Billing's reconciliation alerts: the provider's organisations (their admins are told). */
export { providerOrganisationIds } from './organisations.repository.ts';
/** This module is the one writer of the organisations table; other modules write through these. */
export {
  createOrganisation,
  deleteOrganisation,
  insertOrganisations,
  patchOrganisation,
} from './organisations.repository.ts';

/**
 * Partner organisations (spec 2 §3, §5, §7): aggregators (DA), clusters, carriers, reinsurers,
 * premium processors, MSSPs and vendors — search, one, create, update, delete, hostname — and the
 * agencies grouped under clusters and aggregators; the rater's carriers and their profiles; the
 * carriers each reinsurer reinsures.
 */
export async function organisationsModule(app: FastifyInstance) {
  searchOrganisationsRoute(app);
  getOrganisationRoute(app);
  updateOwnProfileRoute(app);
  createOrganisationRoute(app);
  updateOrganisationRoute(app);
  deleteOrganisationRoute(app);
  hostnameRoutes(app);
  membersRoutes(app);
  agencyPickerRoutes(app);
  raterCarriersRoutes(app);
  reinsuranceTreatiesRoutes(app);
}

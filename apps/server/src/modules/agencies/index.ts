import type { FastifyInstance } from 'fastify';
import { accountAgenciesRoutes } from './routes/account-agencies.route.ts';
import { agencyAdminRoutes } from './routes/agency-admin.route.ts';
import { agencyBookRoutes } from './routes/agency-book.route.ts';
import { agencyRoutes } from './routes/agency.route.ts';
import { levelsProgramsRoutes } from './routes/levels-programs.route.ts';

/**
 * An agency's programs, by name (unscoped: only for an agency the caller may already act on,
 * e.g. the producing agency of a policy the caller services).
 */
export { listPrograms as programsOfAgency } from './agencies.repository.ts';

/**
 * Agencies (spec 2 §3–§8): the agency record (create, search, get, update, delete), levels,
 * programs and wholesale/retail hierarchy, and an insured account's agencies (assign, link,
 * unlink, request access, favourite, agent, "my agent", policyholder contact); the agency's
 * payments pause, FEIN and producer agreement; its accounts, agent and team pickers, and
 * assigning it to many accounts at once.
 */
export async function agenciesModule(app: FastifyInstance) {
  levelsProgramsRoutes(app);
  agencyRoutes(app);
  agencyAdminRoutes(app);
  agencyBookRoutes(app);
  accountAgenciesRoutes(app);
}

import type { FastifyInstance } from 'fastify';
import { blacklistedDomainsRoutes } from './routes/blacklisted-domains.route.ts';
import { naicsRoutes } from './routes/naics.route.ts';
import { sicRoutes } from './routes/sic.route.ts';
import { statesRoutes } from './routes/states.route.ts';

export { assertDomainAllowed } from './services/assert-domain-allowed.ts';
export {
  /** Every blacklisted domain, lower-case. */
  blacklistedDomainNames,
  /** The industry titles of a NAICS or SIC code (the longest reference code that begins it). */
  industryTitles,
  /** Whether a web domain, or a parent of it, is blacklisted. */
  isBlacklistedDomain,
} from './reference.repository.ts';

/** Reference data: states, NAICS and SIC industry codes, blacklisted domains (spec 2 §3, §7). */
export async function referenceModule(app: FastifyInstance) {
  statesRoutes(app);
  naicsRoutes(app);
  sicRoutes(app);
  blacklistedDomainsRoutes(app);
}

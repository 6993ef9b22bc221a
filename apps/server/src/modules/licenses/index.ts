import type { FastifyInstance } from 'fastify';
import { agencyLicenseRoutes } from './routes/agency-licenses.route.ts';
import { agentLicenseRoutes } from './routes/agent-licenses.route.ts';
import { surplusLicenseRoutes } from './routes/surplus-licenses.route.ts';
import { surplusNoticeRoutes } from './routes/surplus-notice.route.ts';

export { isAgentLicensed } from './services/licensed-agents.ts';

/** Agency, agent and surplus-lines licences, and the surplus notice template (spec 2 §3, §7). */
export async function licensesModule(app: FastifyInstance) {
  agencyLicenseRoutes(app);
  agentLicenseRoutes(app);
  surplusLicenseRoutes(app);
  surplusNoticeRoutes(app);
}

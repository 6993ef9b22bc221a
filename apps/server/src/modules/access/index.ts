import type { FastifyInstance } from 'fastify';
import { apiActivityRoutes } from './routes/api-activity.route.ts';
import { apiKeysRoutes } from './routes/api-keys.route.ts';
import { enterRoute } from './routes/enter.route.ts';
import { jumpSearchRoute } from './routes/jump-search.route.ts';
import { jumpTokenRoute } from './routes/jump-token.route.ts';
import { myAccountsRoute } from './routes/my-accounts.route.ts';
import { switchTokenRoute } from './routes/switch-token.route.ts';
import { teamSearchRoute } from './routes/team-search.route.ts';
import { authenticateApiKey } from './services/authenticate-api-key.ts';
import { recordApiCall } from './services/record-api-call.ts';

/** Jump, switch account, teams, API keys and API activity (spec 1 §6–§7). */
export async function accessModule(app: FastifyInstance) {
  // The auth plugin authenticates `x-api-key` calls and records each of them through these.
  app.authSources.authenticateApiKey = (presented) => authenticateApiKey(app.ctx, presented);
  app.authSources.recordApiCall = (key, call) => recordApiCall(app.ctx, key, call);
  jumpTokenRoute(app);
  enterRoute(app);
  jumpSearchRoute(app);
  switchTokenRoute(app);
  myAccountsRoute(app);
  teamSearchRoute(app);
  apiKeysRoutes(app);
  apiActivityRoutes(app);
}

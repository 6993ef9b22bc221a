import type { FastifyInstance } from 'fastify';
import { listFlagOverridesRoute } from './routes/list-flag-overrides.route.ts';
import { listFlagsRoute } from './routes/list-flags.route.ts';
import { removeFlagOverrideRoute } from './routes/remove-flag-override.route.ts';
import { searchFlagUsersRoute } from './routes/search-flag-users.route.ts';
import { setFlagOverrideRoute } from './routes/set-flag-override.route.ts';
import { updateFlagRoute } from './routes/update-flag.route.ts';

/** Feature flags for provider admins (spec 1 §6): switches, settings and per-user overrides. */
export async function flagsSettingsModule(app: FastifyInstance) {
  listFlagsRoute(app);
  searchFlagUsersRoute(app);
  updateFlagRoute(app);
  listFlagOverridesRoute(app);
  setFlagOverrideRoute(app);
  removeFlagOverrideRoute(app);
}

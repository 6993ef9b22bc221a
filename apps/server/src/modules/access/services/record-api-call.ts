import type { ApiCall, AuthenticatedKey, ServiceDeps } from '../../../context/index.ts';
import * as repo from '../access.repository.ts';

/** Record one call made with a key (api_activity) and when the key was last used. */
export async function recordApiCall(deps: ServiceDeps, key: AuthenticatedKey, call: ApiCall) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.insertApiActivity(tx, {
      apiKeyId: key.id,
      organisationId: key.organisationId,
      method: call.method.slice(0, 16),
      path: call.path.slice(0, 1000),
      route: call.route?.slice(0, 300) ?? null,
      statusCode: call.statusCode,
      durationMs: Math.max(0, Math.round(call.durationMs)),
      ip: call.ip,
      userAgent: call.userAgent?.slice(0, 512) ?? null,
      requestId: call.requestId,
      occurredAt: now,
    });
    await repo.touchApiKey(tx, key.id, now);
  });
}

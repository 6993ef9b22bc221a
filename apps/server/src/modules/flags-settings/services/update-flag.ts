import {
  FLAG_MESSAGES,
  FLAG_PAYLOAD_SCHEMAS,
  FLAGS_REQUIRING_PAYLOAD,
  type AdminFlag,
  type UpdateFlagBody,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../../lib/audit.ts';
import type { AccessClaims } from '../../../lib/tokens.ts';
import * as repo from '../flags-settings.repository.ts';
import { flagActor, type FlagsDeps } from '../flags-settings.context.ts';
import { toAdminFlag } from './list-admin-flags.ts';
import type { RequestContext } from '../../../context/index.ts';

type Payload = Record<string, unknown> | null;

/** The flag's settings after this change, validated against the flag's own schema. */
function nextPayload(key: string, current: Payload, requested: UpdateFlagBody['payload']): Payload {
  const schema = FLAG_PAYLOAD_SCHEMAS[key];
  if (requested === undefined) return current;
  if (requested === null) return null;
  if (!schema) throw new AppError('BAD_REQUEST', FLAG_MESSAGES.noSettings);
  const parsed = schema.safeParse(requested);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => issue.message);
    throw new AppError('BAD_REQUEST', errors[0] ?? FLAG_MESSAGES.noSettings, { errors });
  }
  return parsed.data;
}

/** Turn a flag on or off and/or change its settings; audited with before and after. */
export async function updateFlag(
  deps: FlagsDeps,
  claims: AccessClaims,
  key: string,
  body: UpdateFlagBody,
  ctx: RequestContext,
): Promise<AdminFlag> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await repo.lockFlag(tx, key);
    if (!before) throw new AppError('NOT_FOUND', FLAG_MESSAGES.unknownFlag);
    const payload = nextPayload(key, before.payload ?? null, body.payload);
    if (body.enabled && FLAGS_REQUIRING_PAYLOAD.includes(key)) {
      const schema = FLAG_PAYLOAD_SCHEMAS[key];
      if (!payload || (schema && !schema.safeParse(payload).success)) {
        throw new AppError('BAD_REQUEST', FLAG_MESSAGES.incidentNeedsSettings);
      }
    }
    const after = await repo.updateFlag(tx, key, { enabled: body.enabled, payload }, now);
    await recordAudit(
      tx,
      flagActor(claims, ctx),
      {
        action: 'flag.update',
        entityType: 'feature_flag',
        entityId: key,
        before: { enabled: before.enabled, payload: before.payload ?? null },
        after: { enabled: after.enabled, payload: after.payload ?? null },
      },
      now,
    );
    return toAdminFlag(after, await repo.countOverrides(tx, key));
  });
}

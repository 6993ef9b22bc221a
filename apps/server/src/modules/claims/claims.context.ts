import type { FastifyRequest } from 'fastify';
import type { AccountType } from '@cyber/domain';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { Messenger } from '../../lib/mail.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { requestActor, requestContext, requireAuth } from '../../plugins/auth.ts';
import type { Actor } from '../access/access.context.ts';
import type { RequestContext } from '../auth/auth.context.ts';

/** What the claim services need from `app.ctx`. */
export type ClaimsDeps = {
  db: Database;
  clock: Clock;
  messenger: Messenger;
  jobs: Jobs;
  storage: FileStorage;
  config: Config;
};

/** The signed-in caller of a claims operation. */
export type Caller = {
  /** The organisation acted in and its type: the scope of every query. */
  organisationId: string;
  accountType: AccountType;
  /** May change claims (create, save, file, delete, diary, files): `claim:manage`. */
  canManage: boolean;
  actor: Actor;
  ctx: RequestContext;
};

export const callerOf = (request: FastifyRequest): Caller => {
  const claims = requireAuth(request);
  const actor = requestActor(request);
  return {
    organisationId: actor.accountId,
    accountType: claims.accountType,
    canManage: claims.scopes.includes('claim:manage'),
    actor,
    ctx: requestContext(request),
  };
};

export const isProvider = (caller: Caller) => caller.accountType === 'COWBELL';

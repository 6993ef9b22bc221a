import {
  findRole,
  isActingAsProvider,
  isAccountType,
  ORGANISATION_MESSAGES,
  SSO_CALLBACK_PATH,
  SSO_MESSAGES,
  type SsoProvider,
  type SsoProviderWriteSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit, type AuditEntry } from '../../../lib/audit.ts';
import * as repo from '../auth.repository.ts';
import * as sso from '../sso.repository.ts';
import { issuerSchemeAllowed } from './sso-client.ts';
import type { AppContext, Caller, ServiceDeps } from '../../../context/index.ts';

export type SsoDeps = ServiceDeps & Pick<AppContext, 'secrets'>;
type WriteInput = z.output<typeof SsoProviderWriteSchema>;

/** Where the identity provider sends the browser back: the web app's callback page. */
export const redirectUriOf = (deps: Pick<ServiceDeps, 'config'>) =>
  `${deps.config.PUBLIC_URL}${SSO_CALLBACK_PATH}`;

/** Provider staff, acting in the provider's own organisation, with organisation management. */
function assertProviderStaff(caller: Caller) {
  if (!isActingAsProvider(caller.claims) || !caller.claims.scopes.includes('organisation:manage')) {
    throw new AppError('FORBIDDEN', SSO_MESSAGES.providerOnly);
  }
}

const viewOf = (deps: SsoDeps, row: sso.SsoProviderRow): SsoProvider => ({
  organisationId: row.organisationId,
  issuer: row.issuer,
  clientId: row.clientId,
  hasClientSecret: !!row.clientSecretSealed,
  emailDomains: row.emailDomains,
  defaultRoleKey: row.defaultRoleKey,
  enabled: row.enabled,
  redirectUri: redirectUriOf(deps),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log keeps of the settings: never the secret. */
const audited = (row: sso.SsoProviderRow) => ({
  issuer: row.issuer,
  clientId: row.clientId,
  emailDomains: row.emailDomains,
  defaultRoleKey: row.defaultRoleKey,
  enabled: row.enabled,
});

const audit = (tx: Tx, caller: Caller, entry: AuditEntry, at: Date) =>
  recordAudit(tx, actorOf(caller.actor, caller.ctx), entry, at);

async function organisationOf(deps: SsoDeps, organisationId: string) {
  const organisation = await repo.findOrganisation(deps.db, organisationId);
  if (!organisation) throw new AppError('NOT_FOUND', ORGANISATION_MESSAGES.notFound);
  return organisation;
}

/** `GET /api/auth/v1/sso/providers/{organisationId}`. */
export async function getSsoProvider(
  deps: SsoDeps,
  caller: Caller,
  organisationId: string,
): Promise<SsoProvider> {
  assertProviderStaff(caller);
  const row = await sso.findProviderOf(deps.db, organisationId);
  if (!row) throw new AppError('NOT_FOUND', SSO_MESSAGES.settingsNotFound);
  return viewOf(deps, row);
}

const badRequest = (message: string) => new AppError('BAD_REQUEST', message, { errors: [message] });

/**
 * `PUT /api/auth/v1/sso/providers/{organisationId}`: set the organisation's identity provider.
 * The issuer is checked for its form only (https, or http where SSO_ALLOW_INSECURE_ISSUER
 * allows it): the provider is first asked at the first sign-in. An e-mail domain routes to one
 * enabled provider only.
 */
export async function putSsoProvider(
  deps: SsoDeps,
  caller: Caller,
  organisationId: string,
  input: WriteInput,
): Promise<SsoProvider> {
  assertProviderStaff(caller);
  const organisation = await organisationOf(deps, organisationId);
  if (!issuerSchemeAllowed(deps.config, input.issuer)) throw badRequest(SSO_MESSAGES.issuerHttps);
  if (
    !isAccountType(organisation.accountType) ||
    !findRole(organisation.accountType, input.defaultRoleKey)
  ) {
    throw badRequest(SSO_MESSAGES.roleInvalid);
  }
  const enabled = input.enabled ?? true;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await sso.findProviderOf(tx, organisationId);
    if (!input.clientSecret && !before) throw badRequest(SSO_MESSAGES.clientSecretRequired);
    if (enabled) {
      const claimed = new Set(
        (await sso.findDomainClaims(tx, organisationId, input.emailDomains)).flatMap(
          (row) => row.emailDomains,
        ),
      );
      const taken = input.emailDomains.find((domain) => claimed.has(domain));
      if (taken) throw new AppError('CONFLICT', SSO_MESSAGES.domainTaken(taken));
    }
    const row = await sso.upsertProvider(tx, {
      organisationId,
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecretSealed: input.clientSecret
        ? deps.secrets.seal(input.clientSecret)
        : before!.clientSecretSealed,
      emailDomains: input.emailDomains,
      defaultRoleKey: input.defaultRoleKey,
      enabled,
      updatedBy: caller.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await audit(
      tx,
      caller,
      {
        action: before ? 'sso-provider.update' : 'sso-provider.create',
        entityType: 'organisation',
        entityId: organisationId,
        before: before ? audited(before) : null,
        after: { ...audited(row), secretChanged: !!input.clientSecret },
      },
      now,
    );
    return viewOf(deps, row);
  });
}

/** `DELETE /api/auth/v1/sso/providers/{organisationId}`: sign-in through it stops; settings kept. */
export async function disableSsoProvider(
  deps: SsoDeps,
  caller: Caller,
  organisationId: string,
): Promise<void> {
  assertProviderStaff(caller);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await sso.findProviderOf(tx, organisationId);
    if (!before) throw new AppError('NOT_FOUND', SSO_MESSAGES.settingsNotFound);
    const after = await sso.disableProvider(tx, organisationId, caller.actor.userId, now);
    await audit(
      tx,
      caller,
      {
        action: 'sso-provider.disable',
        entityType: 'organisation',
        entityId: organisationId,
        before: audited(before),
        after: after ? audited(after) : null,
      },
      now,
    );
  });
}

export type { AppContext } from './app-context.ts';
export {
  isApiKeyClaims,
  type ApiCall,
  type ApiKeyClaims,
  type AuthenticatedKey,
} from './api-key.ts';
export {
  callerOf,
  requestActor,
  requestContext,
  requireAuth,
  scopeOf,
  type Actor,
  type Caller,
  type OrganisationScope,
  type RequestContext,
} from './caller.ts';
export type { ServiceDeps } from './app-context.ts';
export type { BilledPolicy, DomainEvents, DomainReactions } from './events.ts';
export type { SecondFactor, SecondFactorCheck } from './second-factor.ts';

import type { AccountType } from '../accounts/account-types.ts';
import { matchPermissions } from './permissions.ts';

/**
 * Who is calling, as the access token states it: the organisation acted in (`accountType`), the
 * caller's own organisation (`subscriberType`) and the permissions of the role they act with.
 * Server and web answer every "who may" question with the predicates below, never by comparing
 * account types by hand (decision 032).
 */
export type CallerClaims = {
  accountType: AccountType;
  subscriberType: AccountType;
  scopes: readonly string[];
};

/** The organisation type of the provider (spec 1 §2: "Cowbell"). */
export const PROVIDER_ACCOUNT_TYPE = 'COWBELL' satisfies AccountType;

/**
 * The caller belongs to the provider, whatever organisation they act in now. Only what belongs
 * to the person follows this (their home, their jump back); reach over data never does.
 */
export const isProviderHome = (caller: Pick<CallerClaims, 'subscriberType'>) =>
  caller.subscriberType === PROVIDER_ACCOUNT_TYPE;

/**
 * Provider staff acting as the provider: the one rule that opens the whole book (every
 * organisation, every account, every hook). A provider user who has jumped into another
 * organisation is not acting as the provider.
 */
export const isActingAsProvider = (caller: Pick<CallerClaims, 'accountType' | 'subscriberType'>) =>
  isProviderHome(caller) && caller.accountType === PROVIDER_ACCOUNT_TYPE;

/**
 * A provider user acting inside another organisation (spec 1 §6 "jump"): they see and may do
 * what that organisation's role allows, with the audit naming them.
 */
export const isGhosting = (caller: Pick<CallerClaims, 'accountType' | 'subscriberType'>) =>
  isProviderHome(caller) && caller.accountType !== PROVIDER_ACCOUNT_TYPE;

/** The caller's role carries the permission (or, given a list, one of them). */
export const can = (caller: Pick<CallerClaims, 'scopes'>, permission: string | readonly string[]) =>
  matchPermissions(caller.scopes, permission);

/** A provider admin acting as the provider (the super admin's reach). */
export const isProviderAdmin = (caller: CallerClaims) =>
  isActingAsProvider(caller) && caller.scopes.includes('role:admin');

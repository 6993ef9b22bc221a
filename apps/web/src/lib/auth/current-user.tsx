import type { Me, Persona } from '@cyber/domain';
import { createContext, useContext, type ReactNode } from 'react';
import type { SessionClaims } from './session.ts';

export type CurrentUser = {
  me: Me;
  persona: Persona;
  claims: SessionClaims;
  /** `resource:action` strings from the permission map (the me call's list until it loads). */
  permissions: readonly string[];
  /** A provider user acting inside another account (`isGhosting` of the domain). */
  ghosting: boolean;
};

const CurrentUserContext = createContext<CurrentUser | null>(null);

export type CurrentUserProviderProps = { value: CurrentUser; children: ReactNode };

export function CurrentUserProvider({ value, children }: CurrentUserProviderProps) {
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}

/** The signed-in user, inside the persona shell. */
export function useCurrentUser(): CurrentUser {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser must be used inside the persona shell');
  return value;
}

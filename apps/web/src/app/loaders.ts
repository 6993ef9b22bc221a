import { PERSONA_BY_ACCOUNT_TYPE, dashboardPathFor, type Persona } from '@cyber/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths.ts';
import { clearTokens, getAccessToken, getClaims, saveRedirect } from '../lib/auth/session.ts';

/**
 * Route guards. They live outside the lazy route modules so a redirect is decided before any
 * screen code is downloaded.
 */

/** A visitor who is already signed in goes to their dashboard instead (spec 1 §2). */
export function redirectSignedInVisitor() {
  if (!getAccessToken()) return null;
  const claims = getClaims();
  if (!claims) {
    clearTokens();
    return null;
  }
  throw redirect(dashboardPathFor(claims.accountType));
}

export type PersonaLoaderData = { persona: Persona };

/**
 * The persona shell needs a session: visitors without one go to /login and come back after
 * signing in; a user at another persona's path goes to their own dashboard.
 */
export const requireSession =
  (persona: Persona) =>
  ({ request }: LoaderFunctionArgs): PersonaLoaderData => {
    const claims = getAccessToken() ? getClaims() : null;
    if (!claims) {
      if (getAccessToken()) clearTokens();
      const url = new URL(request.url);
      saveRedirect(`${url.pathname}${url.search}${url.hash}`);
      throw redirect(paths.login.href());
    }
    const own = PERSONA_BY_ACCOUNT_TYPE[claims.accountType];
    if (own !== persona) throw redirect(paths.persona.dashboard(own));
    return { persona };
  };

/**
 * A signed-in page with a path of its own (spec 3 §2 /quote/{id}/attest-surplus-notice): it opens
 * inside the signed-in user's persona shell; visitors sign in first and come back.
 */
export const inPersonaShell =
  (to: (persona: Persona, params: Record<string, string | undefined>) => string) =>
  ({ request, params }: LoaderFunctionArgs) => {
    const claims = getAccessToken() ? getClaims() : null;
    if (!claims) {
      const url = new URL(request.url);
      saveRedirect(`${url.pathname}${url.search}${url.hash}`);
      throw redirect(paths.login.href());
    }
    throw redirect(to(PERSONA_BY_ACCOUNT_TYPE[claims.accountType], params));
  };

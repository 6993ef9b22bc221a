import * as oidc from 'openid-client';
import type { Config } from '../../../config.ts';
import type { SecretBox } from '../../../lib/crypto.ts';
import type { SsoProviderRow } from '../sso.repository.ts';

/** How long one request to an identity provider may take (discovery, token, userinfo), seconds. */
const IDP_TIMEOUT_SECONDS = 10;
/** How long a discovered configuration is reused before the provider is asked again. */
const DISCOVERY_TTL_MS = 10 * 60_000;
const MAX_CACHED = 200;

type Cached = { configuration: oidc.Configuration; at: number };
/** Per process: keyed by the provider row and its last change, so an edit is seen at once. */
const discovered = new Map<string, Cached>();

export type SsoClientDeps = { config: Config; secrets: SecretBox };

/** http:// issuers only where the configuration allows them (a local test provider). */
const insecureAllowed = (config: Config) =>
  config.SSO_ALLOW_INSECURE_ISSUER && config.NODE_ENV !== 'production';

/**
 * The openid-client configuration of an organisation's identity provider: its discovery
 * document (cached for ten minutes) and our client, authenticating with the sealed secret by
 * `client_secret_basic`, or `client_secret_post` when the provider offers only that.
 */
export async function oidcConfiguration(
  deps: SsoClientDeps,
  provider: SsoProviderRow,
  now = Date.now(),
): Promise<oidc.Configuration> {
  const key = `${provider.id}:${provider.updatedAt.getTime()}`;
  const hit = discovered.get(key);
  if (hit && now - hit.at < DISCOVERY_TTL_MS) return hit.configuration;

  const secret = deps.secrets.open(provider.clientSecretSealed);
  const execute = insecureAllowed(deps.config) ? [oidc.allowInsecureRequests] : [];
  const found = await oidc.discovery(
    new URL(provider.issuer),
    provider.clientId,
    undefined,
    oidc.ClientSecretBasic(secret),
    { execute, timeout: IDP_TIMEOUT_SECONDS },
  );
  let configuration = found;
  const methods = found.serverMetadata().token_endpoint_auth_methods_supported;
  if (
    methods &&
    !methods.includes('client_secret_basic') &&
    methods.includes('client_secret_post')
  ) {
    configuration = new oidc.Configuration(
      found.serverMetadata(),
      provider.clientId,
      undefined,
      oidc.ClientSecretPost(secret),
    );
    configuration.timeout = IDP_TIMEOUT_SECONDS;
    for (const apply of execute) apply(configuration);
  }
  if (discovered.size >= MAX_CACHED) discovered.clear();
  discovered.set(key, { configuration, at: now });
  return configuration;
}

/** Whether an issuer URL may be used under this configuration (https, or http when allowed). */
export const issuerSchemeAllowed = (config: Config, issuer: string) =>
  issuer.startsWith('https://') || (insecureAllowed(config) && issuer.startsWith('http://'));

export type AuthorizationRequest = {
  authorizationUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
};

/** A new authorization request: code flow, PKCE (S256), state and nonce. */
export async function authorizationRequest(
  configuration: oidc.Configuration,
  redirectUri: string,
  loginHint: string,
): Promise<AuthorizationRequest> {
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    login_hint: loginHint,
  });
  return { authorizationUrl: url.href, state, nonce, codeVerifier };
}

/** What sign-in needs of the person the identity provider vouched for. */
export type IdpIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean | null;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * Exchange the authorization code (with the PKCE verifier) and validate the ID token: issuer,
 * audience, signature, expiry, nonce and state are openid-client's checks. The e-mail and names
 * come from the ID token, or from the userinfo endpoint when the ID token does not carry them.
 */
export async function exchangeCode(
  configuration: oidc.Configuration,
  callback: { redirectUri: string; code: string; state: string; iss?: string | undefined },
  checks: { codeVerifier: string; nonce: string },
): Promise<IdpIdentity> {
  const url = new URL(callback.redirectUri);
  url.searchParams.set('code', callback.code);
  url.searchParams.set('state', callback.state);
  if (callback.iss) url.searchParams.set('iss', callback.iss);
  const tokens = await oidc.authorizationCodeGrant(configuration, url, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: callback.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error('The identity provider returned no ID token');
  let claims: Record<string, unknown> = { ...idToken };
  if (
    !text(claims.email) &&
    tokens.access_token &&
    configuration.serverMetadata().userinfo_endpoint
  ) {
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
    claims = { ...info, ...claims };
  }
  return {
    subject: idToken.sub,
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified:
      typeof claims.email_verified === 'boolean'
        ? claims.email_verified
        : claims.email_verified === 'true'
          ? true
          : claims.email_verified === 'false'
            ? false
            : null,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
  };
}

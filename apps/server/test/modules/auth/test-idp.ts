import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** The claims a test identity signs in with (its login name at the provider is the key). */
export type TestIdentity = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export type TestIdp = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Add or change who may sign in at the provider. */
  identities: Map<string, TestIdentity>;
  /**
   * Play the browser at the provider: open the authorization URL, sign in as `login` on its
   * development login page and return where the provider sends the browser back (the callback
   * URL with `code`, `state` and `iss`).
   */
  authorize: (authorizationUrl: string, login: string) => Promise<URL>;
  close: () => Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a free port, with one
 * confidential client whose redirect URI is `redirectUri`. Its development interactions are the
 * login page (any password); consent is given on the user's behalf, as a company's own
 * directory does for its own applications.
 */
export async function startTestIdp(redirectUri: string): Promise<TestIdp> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const clientId = 'cyber-platform';
  const clientSecret = 'test-idp-client-secret-0123456789abcdef';
  const identities = new Map<string, TestIdentity>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-idp-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const identity = identities.get(id);
      if (!identity) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...identity }) };
    },
    // The client is the company's own application: no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      const grantId = result?.consent?.grantId ?? session!.grantIdFor(client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: client!.clientId,
        accountId: session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  handle = provider.callback();

  const authorize = async (authorizationUrl: string, login: string): Promise<URL> => {
    const cookies = new Map<string, string>();
    const remember = (res: Response) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    };
    const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let next: { url: string; init?: RequestInit } = { url: authorizationUrl };
    for (let step = 0; step < 10; step += 1) {
      const res = await fetch(next.url, {
        ...next.init,
        redirect: 'manual',
        headers: { ...next.init?.headers, cookie: cookieHeader() },
      });
      remember(res);
      const location = res.headers.get('location');
      if (location) {
        const target = new URL(location, next.url);
        if (target.href.startsWith(redirectUri)) return target;
        next = { url: target.href };
        continue;
      }
      const page = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (!action || !page.includes('name="login"')) {
        throw new Error(`unexpected page at the identity provider (${res.status}): ${page}`);
      }
      next = {
        url: new URL(action.replaceAll('&amp;', '&'), next.url).href,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
        },
      };
    }
    throw new Error('the identity provider did not send the browser back');
  };

  return {
    issuer,
    clientId,
    clientSecret,
    identities,
    authorize,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

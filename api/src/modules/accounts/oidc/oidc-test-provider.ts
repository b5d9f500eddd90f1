// A local OpenID provider (oidc-provider) on 127.0.0.1, port 0, driven like a browser would, for the
// end-to-end tests of the OpenID Connect sign-in. Test-only code.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIssuer {
  issuer: string;
  close(): Promise<void>;
  /** Follows the authorization URL through the dev login and consent pages as `accountId`; returns the final redirect to the app. */
  authorize(
    url: string,
    accountId: string,
  ): Promise<{ location?: string; formPost?: { action: string; fields: Record<string, string> } }>;
}

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export async function startTestIssuer(
  redirectUris: string[],
  accounts: Record<string, TestAccount>,
): Promise<TestIssuer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'jad-web',
        client_secret: 'jad-web-secret',
        redirect_uris: redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    scopes: ['openid', 'email', 'profile', 'name'],
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
  } as ConstructorParameters<typeof Provider>[1]);
  server.on('request', provider.callback());

  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const step = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  };
  const absolute = (location: string) => new URL(location, issuer).href;

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    async authorize(url, accountId) {
      jar.clear();
      let res = await step(url);
      for (let hops = 0; hops < 10; hops += 1) {
        const location = res.headers.get('location');
        if (res.status === 200) {
          const html = await res.text();
          // form_post: an auto-submitting form back to the app.
          const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
          if (action && !action.startsWith('/interaction')) {
            const fields = Object.fromEntries(
              [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
            );
            return { formPost: { action: action.replace(/&amp;/g, '&'), fields } };
          }
          throw new Error(`unexpected page: ${html.slice(0, 300)}`);
        }
        if (!location) throw new Error(`no redirect (status ${res.status})`);
        const target = absolute(location);
        if (!target.startsWith(issuer)) return { location: target };
        if (/\/interaction\/[^/]+$/.test(new URL(target).pathname)) {
          const page = await (await step(target)).text();
          const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1] ?? 'login';
          const body = new URLSearchParams(
            prompt === 'login' ? { prompt, login: accountId, password: 'x' } : { prompt },
          );
          res = await step(target, {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          });
        } else {
          res = await step(target);
        }
      }
      throw new Error('too many redirects');
    },
  };
}

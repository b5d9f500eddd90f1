import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSession, setSessionCookie } from '../../sessions/service';
import type { AccountsDeps } from '../context';
import { FLOW_COOKIE, FLOW_TTL_MS, flowSealer } from './flow-cookie';
import { safeCallbackUrl } from './safe-callback-url';
import { accountForIdentity, OidcRefused } from './service';
import { oidcProvidersResponse, redirectAnswer, socialSignInResponse } from '../responses';

const providerParams = z.object({ provider: z.string().trim().toLowerCase().max(40) });
const startQuery = z.object({ callbackUrl: z.string().max(1000).optional() });
const socialBody = z.object({
  provider: z.string().trim().toLowerCase().max(40),
  callbackUrl: z.string().max(1000).optional(),
  web: z.boolean().optional(),
  from_mobile: z.boolean().optional(),
});

/** The web request as a WHATWG Request, which openid-client reads the code (query or form_post) from. */
function toWebRequest(publicUrl: string, request: FastifyRequest): Request {
  const url = new URL(request.url, publicUrl);
  if (request.method === 'POST') {
    const form = new URLSearchParams(Object.entries((request.body ?? {}) as Record<string, string>));
    return new Request(url, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  return new Request(url);
}

/** OpenID Connect sign-in (Google- and Apple-style): start, callback, and the list of providers. */
export const oidcRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const oidc = app.providers.oidc;
  const sealer = flowSealer(app.config.idSecret);
  const redirectUri = (provider: string) => `${deps.publicUrl}/api/v1/auth/callback/${provider}`;
  const startPath = (provider: string, callbackUrl?: string) =>
    `/api/v1/auth/signin/${provider}${callbackUrl ? `?callbackUrl=${encodeURIComponent(safeCallbackUrl(callbackUrl, deps.publicUrl))}` : ''}`;
  // Apple answers with a cross-site POST, which only carries SameSite=None cookies (and those need Secure).
  const cookieOptions = () => ({
    httpOnly: true,
    path: '/api/v1/auth/',
    secure: app.config.cookieSecure,
    sameSite: app.config.cookieSecure ? ('none' as const) : ('lax' as const),
  });
  const fail = (reply: FastifyReply, error: string) =>
    reply.redirect(`/auth/signin?error=${encodeURIComponent(error)}`, 303);

  // Apple's form_post callback is urlencoded.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  }

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The configured third-party sign-in providers',
        response: { 200: oidcProvidersResponse },
      },
    },
    async () => oidc.list().map((p) => ({ ...p, signinUrl: startPath(p.id) })),
  );

  app.post(
    '/users/social-sign-in',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Where to send the browser to sign in with a provider',
        body: socialBody,
        response: { 200: socialSignInResponse },
      },
    },
    async (request) => {
      const { provider, callbackUrl } = request.body;
      // An unknown provider goes back to the sign-in page (spec §8).
      return { url: oidc.has(provider) ? startPath(provider, callbackUrl) : '/auth/signin' };
    },
  );

  app.get(
    '/auth/signin/:provider',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], params: providerParams, querystring: startQuery, response: { 303: redirectAnswer } },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!oidc.has(provider)) return reply.redirect('/auth/signin', 303);
      const secrets = oidc.newSecrets();
      let url: string;
      try {
        url = await oidc.authorizationUrl(provider, redirectUri(provider), secrets);
      } catch (error) {
        request.log.error({ err: error, provider }, 'oidc discovery failed');
        return fail(reply, 'OAuthSignin');
      }
      const flow = {
        provider,
        ...secrets,
        callbackUrl: safeCallbackUrl(request.query.callbackUrl, deps.publicUrl),
        expiresAt: Date.now() + FLOW_TTL_MS,
      };
      reply.setCookie(FLOW_COOKIE, sealer.seal(flow), { ...cookieOptions(), maxAge: FLOW_TTL_MS / 1000 });
      return reply.redirect(url, 303);
    },
  );

  const callback = async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
    const provider = request.params.provider.toLowerCase();
    if (!oidc.has(provider)) return reply.redirect('/auth/signin', 303);
    const flow = sealer.open(request.cookies[FLOW_COOKIE]);
    reply.clearCookie(FLOW_COOKIE, cookieOptions());
    if (!flow || flow.provider !== provider) return fail(reply, 'OAuthCallback');
    try {
      const identity = await oidc.callback(
        provider,
        redirectUri(provider),
        toWebRequest(deps.publicUrl, request),
        flow,
      );
      const userId = await accountForIdentity(app.db, provider, identity);
      const session = await createSession(app.db, userId, request.headers['user-agent']);
      setSessionCookie(reply, session);
      return reply.redirect(flow.callbackUrl, 303);
    } catch (error) {
      if (error instanceof OidcRefused) return fail(reply, error.code);
      request.log.warn({ err: error, provider }, 'oidc callback refused');
      return fail(reply, 'OAuthCallback');
    }
  };
  app.get(
    '/auth/callback/:provider',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], params: providerParams, response: { 303: redirectAnswer } },
    },
    callback,
  );
  app.post(
    '/auth/callback/:provider',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], params: providerParams, response: { 303: redirectAnswer } },
    },
    callback,
  );
};

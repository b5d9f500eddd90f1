import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/domain-error';
import { clearSessionCookie, SESSION_COOKIE } from '../modules/sessions/cookie';
import { csrfTokenMatches, findSessionByToken } from '../modules/sessions/service';
import { isCrossSite } from './cross-site';
import type { AuthUser } from '../modules/users/types';

export interface RequestSession {
  id: number;
  csrfToken: string;
  expiresAt: Date;
  /** How the token came: a browser cookie (CSRF applies) or an Authorization header (mobile apps). */
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: AuthUser | null;
    session: RequestSession | null;
  }
  interface FastifyContextConfig {
    /**
     * A read sent as POST (its query is a body, spec §7: `…/fetch`, `…/fetch-all`): it changes nothing, so, as a GET,
     * it needs no CSRF token. A page's first frame then asks for it at once, beside the session, not after it.
     */
    readOnly?: boolean;
  }
}

export const CSRF_HEADER = 'x-csrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : undefined;
}

/**
 * Resolves the session from the Authorization header or the jad_session cookie on every api request,
 * and guards cookie-authenticated writes with the session's CSRF token, and refuses them when the browser says
 * another site sent them (Origin, Sec-Fetch-Site: plugins/cross-site.ts). Bearer requests cannot be forged by
 * another site, and visitors have nothing to steal, so both are exempt; so are reads sent as POST (`readOnly`) from the token, not from the other-site check.
 */
export const sessionPlugin = fp(
  async (app) => {
    const publicOrigin = app.config.publicUrl === undefined ? undefined : new URL(app.config.publicUrl).origin;
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request, reply) => {
      const bearer = bearerToken(request);
      const cookie = bearer ? undefined : request.cookies[SESSION_COOKIE];
      const token = bearer ?? cookie;
      if (!token) return;

      const found = await findSessionByToken(app.db, token, { cacheTtlMs: app.config.sessionCacheTtlMs });
      if (!found) {
        // A stale cookie would be sent forever; drop it so the browser stops presenting it.
        if (cookie) clearSessionCookie(reply);
        return;
      }
      request.user = found.user;
      request.session = {
        id: found.id,
        csrfToken: found.csrfToken,
        expiresAt: found.expiresAt,
        via: bearer ? 'bearer' : 'cookie',
      };

      if (!bearer && UNSAFE_METHODS.has(request.method)) {
        // No log line of its own: the access line's 403 is the request's one line.
        if (isCrossSite(request, publicOrigin)) throw forbidden('cross_site');
        if (request.routeOptions.config?.readOnly) return;
        const given = request.headers[CSRF_HEADER];
        if (!csrfTokenMatches(found.csrfToken, typeof given === 'string' ? given : undefined)) {
          throw forbidden('csrf_invalid');
        }
      }
    });
  },
  { name: 'jad-session', dependencies: ['@fastify/cookie', 'jad-context'] },
);

/** preHandler for routes that need a signed-in user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized('unauthorized');
}

/** The signed-in user, or a 401: for handlers, where TypeScript cannot see that requireUser ran. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('unauthorized');
  return request.user;
}

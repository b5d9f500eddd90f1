import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'jad_session';

/**
 * Secure when COOKIE_SECURE is set or the request came over https (directly, or through a proxy that says so when
 * TRUST_PROXY is set), so a TLS deployment cannot forget the flag.
 */
const secure = (reply: FastifyReply): boolean => reply.server.config.cookieSecure || reply.request.protocol === 'https';

/** HttpOnly so scripts never see the token; Lax so top-level navigation keeps the user signed in. */
export function setSessionCookie(reply: FastifyReply, session: { token: string; expiresAt: Date }): FastifyReply {
  return reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(reply),
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): FastifyReply {
  return reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(reply),
    path: '/',
  });
}

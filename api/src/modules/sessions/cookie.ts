import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'jad_session';

/** HttpOnly so scripts never see the token; Lax so top-level navigation keeps the user signed in. */
export function setSessionCookie(reply: FastifyReply, session: { token: string; expiresAt: Date }): FastifyReply {
  return reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.cookieSecure,
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): FastifyReply {
  return reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.cookieSecure,
    path: '/',
  });
}

import { success } from '../../../lib/error-codes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { internal } from '../../../lib/domain-error';
import { setSessionCookie, type NewSession } from '../../sessions/service';
import { toPublicUser } from '../../users/public-user';
import { findAuthUserById } from '../../users/repository';
import type { AuthResponse } from '../../users/types';

/** The answer of every step that opens a session (sign-in, the sign-up code): cookie set, the user, both tokens. */
export async function sessionAnswer(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: number,
  session: NewSession,
  done: 'signed_in' | 'email_verified',
): Promise<AuthResponse> {
  const user = await findAuthUserById(app.db, userId);
  if (!user) throw internal('internal_error');
  setSessionCookie(reply, session);
  reply.header('cache-control', 'no-store');
  return { ...success(done), user: toPublicUser(user, app.ids), csrfToken: session.csrfToken, token: session.token };
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { oidcIdentities } from '../../../db/schema';
import type { OidcIdentity } from '../../../providers/oidc';
import { findCredentialsByEmail, insertUserWithProfile, updateUserRow, usernameTaken } from '../../users/repository';
import { findAuthUserById } from '../../users/repository';
import { claimOrdersOfVerifiedEmail } from '../../orders/claim';
import { revokeAllSessions } from '../../sessions/service';
import { randomInt } from 'node:crypto';

export class OidcRefused extends Error {
  constructor(readonly code: 'EmailNotVerified' | 'OAuthCallback') {
    super(code);
  }
}

async function freeUsername(db: Db, identity: OidcIdentity, email: string): Promise<string> {
  const base =
    (identity.givenName ?? email.split('@', 1)[0] ?? '')
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9_.]/g, '')
      .replace(/^[.]+|[.]+$/g, '')
      .slice(0, 20) || 'traveller';
  const start = base.length < 3 ? `${base}_jad` : base;
  if (!(await usernameTaken(db, start))) return start;
  for (let i = 0; i < 20; i += 1) {
    const candidate = `${start}${randomInt(10, 99_999)}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  return `user${Date.now().toString(36)}`;
}

/**
 * The account a verified identity opens: the one already linked to (provider, sub); else the account
 * with that e-mail, linked now (the provider vouched for the address); else a new account without a
 * password. An identity without a verified e-mail is refused, or anyone could claim any address.
 */
export async function accountForIdentity(db: Db, provider: string, identity: OidcIdentity): Promise<number> {
  const linked = await db
    .select({ userId: oidcIdentities.userId })
    .from(oidcIdentities)
    .where(and(eq(oidcIdentities.provider, provider), eq(oidcIdentities.subject, identity.subject)))
    .limit(1);
  if (linked[0] && (await findAuthUserById(db, linked[0].userId))) return linked[0].userId;
  if (!identity.email || !identity.emailVerified) throw new OidcRefused('EmailNotVerified');
  const email = identity.email;

  return db.transaction(async (tx) => {
    const existing = await findCredentialsByEmail(tx, email);
    let userId: number;
    if (existing) {
      userId = existing.id;
      const user = await findAuthUserById(tx, userId);
      if (user && !user.emailVerifiedAt) {
        // Nobody had proved this address: whoever signed up with it may not own it, so their password and
        // sessions end here (a pre-registered account cannot be kept by the person who registered it).
        await updateUserRow(tx, userId, { emailVerifiedAt: new Date(), passwordHash: null });
        await revokeAllSessions(tx, userId);
      }
    } else {
      const { user } = await insertUserWithProfile(tx, {
        email,
        username: await freeUsername(tx, identity, email),
        firstName: identity.givenName ?? '',
        lastName: identity.familyName ?? '',
        passwordHash: null,
        emailVerifiedAt: new Date(),
      });
      userId = user.id;
    }
    await tx
      .insert(oidcIdentities)
      .values({ userId, provider, subject: identity.subject, email })
      .onConflictDoNothing();
    // The provider vouched for the address: orders booked signed out with it are this member's.
    await claimOrdersOfVerifiedEmail(tx, userId, email);
    return userId;
  });
}

import type { Db } from '../../db/client';
import { insertUserWithProfile } from '../users/repository';
import { hashPassword } from './password/hashing';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../db/seed/data';

/**
 * 24 demo people, all with the password `Dubai-demo-2026` and a verified e-mail. The password is
 * hashed once and the hash reused: argon2id costs ~50 ms on purpose, 24 times would slow every start.
 */
export async function seed(tx: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Spread sign-up dates over the past year so "member since" looks real.
  const now = Date.now();
  for (const [i, p] of DEMO_PEOPLE.entries()) {
    const createdAt = new Date(now - (DEMO_PEOPLE.length - i) * 14 * 86_400_000);
    await insertUserWithProfile(
      tx,
      {
        email: p.email,
        username: p.username,
        firstName: p.firstName,
        lastName: p.lastName,
        passwordHash,
        emailVerifiedAt: createdAt,
        bio: p.bio,
        language: p.language,
        isDarkMode: p.isDarkMode ?? false,
        country: p.country,
        city: p.city,
        dateOfBirth: p.dateOfBirth ?? null,
        phoneNumber: p.phoneNumber ?? null,
        phoneVerifiedAt: p.phoneNumber ? createdAt : null,
        instagram: p.instagram ?? null,
        twitter: p.twitter ?? null,
        createdAt,
      },
      { isVerified: p.isVerified },
    );
  }
}

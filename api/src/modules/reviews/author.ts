import type { AuthUser } from '../users/types';

/** How a member's name shows on a review: first name and the initial of the last ("Layla K."), like the seeded ones. */
export function authorNameOf(user: Pick<AuthUser, 'firstName' | 'lastName' | 'username'>): string {
  const first = user.firstName.trim();
  const last = user.lastName.trim();
  if (!first) return user.username;
  return last ? `${first} ${last.slice(0, 1)}.` : first;
}

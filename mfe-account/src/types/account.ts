// What the account screens share of the api's answers: the contract's types (never copied by hand), plus the
// front end's own few shapes.
import type { PublicProfile, PublicUser } from '@jad/api/contract';

export type { AuthResponse, MessageResponse, SignUpResponse } from '@jad/api/contract';

/** The signed-in user with every account field (POST /users/fetch); a signed-in account always has its profile. */
export type AccountUser = Omit<PublicUser, 'profile'> & { profile: PublicProfile };

/** GET /auth/providers: the configured third-party sign-ins. */
export interface OidcProviderInfo {
  id: string;
  name: string;
  signinUrl: string;
}

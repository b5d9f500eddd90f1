// What the account screens share of the api's answers: the contract's types (never copied by hand), plus the
// front end's own few shapes.
import type { PublicProfile, PublicUser } from '@jad/api/contract';

export type { AuthResponse, MessageResponse, OidcProviderInfo, SignUpResponse } from '@jad/api/contract';

/** The signed-in user with every account field (POST /users/fetch); a signed-in account always has its profile. */
export type AccountUser = Omit<PublicUser, 'profile'> & { profile: PublicProfile };

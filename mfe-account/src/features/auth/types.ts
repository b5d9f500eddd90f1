// Answers of the accounts api come from the api's contract (one source of truth).
import type { PublicUser } from '@jad/api/contract';

export type { AuthResponse, MessageResponse, OidcProviderInfo, SignUpResponse } from '@jad/api/contract';

/** What the account screens read of the signed-in user: the api's own view of the account. */
export type AccountUser = PublicUser;

/** A refusal of the sign-up form the page shows next to a field, by its code. */
export const USERNAME_TAKEN_CODE = 'username_taken';

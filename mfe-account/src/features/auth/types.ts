// Answers of the accounts api, as the front end reads them (shapes from api/src/modules/users/types.ts).
import type { SessionUser } from '@jad/shared-ui';

/** What the account screens read of the signed-in user: the session user plus the account fields. */
export interface AccountUser extends SessionUser {
  bio: string | null;
  date_of_birth: string | null;
  country: string | null;
  city: string | null;
  phone_verified: boolean;
  has_password: boolean;
  delete_requested_at: string | null;
  twitter: string | null;
  tiktok: string | null;
  linktree: string | null;
  instagram: string | null;
  snapchat: string | null;
  facebook: string | null;
  profile: SessionUser['profile'] & { cover_picture: string | null };
}

export interface AuthResponse {
  message: string;
  user: AccountUser;
  csrfToken: string;
  token: string;
}

/** POST /users/sign-up and /users/sign-up/resend: the same answer for a new and a taken address. */
export interface SignUpResponse {
  message: string;
  email: string;
}

/** A refusal of the sign-up form the page shows next to a field, by its code. */
export const USERNAME_TAKEN_CODE = 'username_taken';

export interface MessageResponse {
  message: string;
}

export interface OidcProviderInfo {
  id: string;
  name: string;
  signinUrl: string;
}

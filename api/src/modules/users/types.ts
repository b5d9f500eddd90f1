import type { ProfileRow, UserRow } from '../../db/schema';

/** The signed-in user as routes see it (`request.user`): the users row without the password hash. */
export type AuthUser = Omit<UserRow, 'passwordHash'> & {
  hasPassword: boolean;
  profile: ProfileRow | null;
};

/** What the api tells a user about their own account (GET /auth/session). Front ends `import type` it. */
export interface PublicUser {
  uuid: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  bio: string | null;
  date_of_birth: string | null;
  country: string | null;
  city: string | null;
  phone_number: string | null;
  email_verified: boolean;
  phone_verified: boolean;
  language: 'en' | 'ar';
  is_dark_mode: boolean;
  twitter: string | null;
  tiktok: string | null;
  linktree: string | null;
  instagram: string | null;
  snapchat: string | null;
  facebook: string | null;
  latitude: number | null;
  longitude: number | null;
  /** False for accounts made through a social sign-in (no password to change yet). */
  has_password: boolean;
  created_at: string;
  /** Set while a deletion request waits its 24 hours. */
  delete_requested_at: string | null;
  profile: PublicProfile | null;
}

export interface PublicProfile {
  /** Opaque id (kind 'profile'). */
  profile_id: string;
  profile_picture: string | null;
  cover_picture: string | null;
  is_verified: boolean;
}

/** POST /users/sign-up and /users/sign-up/resend: the same 202/200 for every address, and no session. */
export interface SignUpResponse {
  message: string;
  code: 'code_sent';
  email: string;
}

/** POST /users/sign-in and /users/sign-up/verify (and a finished social sign-in on mobile). */
export interface AuthResponse {
  message: string;
  code: 'signed_in' | 'email_verified';
  user: PublicUser;
  csrfToken: string;
  /** For mobile apps (Authorization: Bearer); the web ignores it and uses the HttpOnly cookie. */
  token: string;
}

/** POST /profiles/fetch: what anyone may see of a person. */
export interface PublicProfileView {
  uuid: string;
  username: string;
  first_name: string;
  last_name: string;
  bio: string | null;
  country: string | null;
  city: string | null;
  twitter: string | null;
  tiktok: string | null;
  linktree: string | null;
  instagram: string | null;
  snapchat: string | null;
  facebook: string | null;
  created_at: string;
  /** True when the viewer is this person (the page then offers "Edit profile"). */
  is_own: boolean;
  profile: PublicProfile;
}

/** A plain confirmation: { message }. */
export interface MessageResponse {
  message: string;
  /** The stable code of the message (lib/error-codes.ts SUCCESS_MESSAGES). */
  code: string;
}

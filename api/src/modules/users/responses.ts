import { z } from 'zod';
import { successBody, successBodyOf } from '../../lib/success-schema';

// The users api's answers: the schemas routes serialize through, and (types.ts) the types front ends import.

export const publicProfile = z.object({
  /** Opaque id (kind 'profile'). */
  profile_id: z.string(),
  profile_picture: z.string().nullable(),
  cover_picture: z.string().nullable(),
  is_verified: z.boolean(),
});

/** The six social links a member may show, each null when not set (https links on the network's site). */
export const socialLinks = {
  twitter: z.string().nullable(),
  tiktok: z.string().nullable(),
  linktree: z.string().nullable(),
  instagram: z.string().nullable(),
  snapchat: z.string().nullable(),
  facebook: z.string().nullable(),
};

/** What the api tells a user about their own account (GET /auth/session). */
export const publicUser = z.object({
  uuid: z.string(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  bio: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  phone_number: z.string().nullable(),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  language: z.enum(['en', 'ar']),
  is_dark_mode: z.boolean(),
  ...socialLinks,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** False for accounts made through a social sign-in (no password to change yet). */
  has_password: z.boolean(),
  created_at: z.string(),
  /** Set while a deletion request waits its 24 hours. */
  delete_requested_at: z.string().nullable(),
  profile: publicProfile.nullable(),
});

/** POST /users/sign-up and /users/sign-up/resend: the same 202/200 for every address, and no session. */
export const signUpResponse = successBodyOf('code_sent').extend({ email: z.string() });

/** POST /users/sign-in and /users/sign-up/verify (and a finished social sign-in on mobile). */
export const authResponse = successBodyOf('signed_in', 'email_verified').extend({
  user: publicUser,
  csrfToken: z.string(),
  /** For mobile apps (Authorization: Bearer); the web ignores it and uses the HttpOnly cookie. */
  token: z.string(),
});

/** POST /profiles/fetch: what anyone may see of a person. */
export const publicProfileView = z.object({
  uuid: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  bio: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  ...socialLinks,
  created_at: z.string(),
  /** True when the viewer is this person (the page then offers "Edit profile"). */
  is_own: z.boolean(),
  profile: publicProfile,
});

/** A plain confirmation: `{ message, code }`. */
export const messageResponse = successBody;

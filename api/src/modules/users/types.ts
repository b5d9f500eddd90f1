import type { z } from 'zod';
import type { ProfileRow, UserRow } from '../../db/schema';
import type {
  authResponse,
  messageResponse,
  publicProfile,
  publicProfileView,
  publicUser,
  signUpResponse,
} from './responses';

/** The signed-in user as routes see it (`request.user`): the users row without the password hash. */
export type AuthUser = Omit<UserRow, 'passwordHash'> & {
  hasPassword: boolean;
  profile: ProfileRow | null;
};

export type PublicUser = z.infer<typeof publicUser>;
export type PublicProfile = z.infer<typeof publicProfile>;
export type SignUpResponse = z.infer<typeof signUpResponse>;
export type AuthResponse = z.infer<typeof authResponse>;
export type PublicProfileView = z.infer<typeof publicProfileView>;
export type MessageResponse = z.infer<typeof messageResponse>;

import { z } from 'zod';
import { successBodyOf } from '../../lib/success-schema';
import { publicUser } from '../users/responses';

export const sessionResponse = z.object({
  user: publicUser.nullable(),
  /** Send it back as the `x-csrf-token` header on cookie-authenticated POST/PUT/PATCH/DELETE. */
  csrfToken: z.string().nullable(),
});
export const csrfResponse = z.object({ csrfToken: z.string().nullable() });
export const signOutResponse = successBodyOf('signed_out');

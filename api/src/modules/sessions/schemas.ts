import { z } from 'zod';

export const csrfResponse = z.object({ csrfToken: z.string().nullable() });
export const signOutResponse = z.object({ message: z.string(), code: z.literal('signed_out') });

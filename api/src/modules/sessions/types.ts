import type { z } from 'zod';
import type { csrfResponse, sessionResponse } from './schemas';

/** GET /api/v1/auth/session. A visitor gets `{ user: null, csrfToken: null }`. */
export type SessionResponse = z.infer<typeof sessionResponse>;

/** GET /api/v1/auth/csrf */
export type CsrfResponse = z.infer<typeof csrfResponse>;

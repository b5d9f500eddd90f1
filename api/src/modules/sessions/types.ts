import type { PublicUser } from '../users/types';

/** GET /api/v1/auth/session. A visitor gets `{ user: null, csrfToken: null }`. */
export interface SessionResponse {
  user: PublicUser | null;
  /** Send it back as the `x-csrf-token` header on cookie-authenticated POST/PUT/PATCH/DELETE. */
  csrfToken: string | null;
}

/** GET /api/v1/auth/csrf */
export interface CsrfResponse {
  csrfToken: string | null;
}

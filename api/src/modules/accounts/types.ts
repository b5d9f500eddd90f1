import type { z } from 'zod';
import type {
  deletionScheduledResponse,
  emailVerifiedResponse,
  oidcProviderInfo,
  socialSignInResponse,
} from './responses';

// Answers of the accounts routes beyond the users ones (users/types.ts). Front ends `import type` them.

/** POST /email/verify-otp */
export type EmailVerifiedResponse = z.infer<typeof emailVerifiedResponse>;
/** POST /users/request-delete/confirm */
export type DeletionScheduledResponse = z.infer<typeof deletionScheduledResponse>;
/** One entry of GET /auth/providers. */
export type OidcProviderInfo = z.infer<typeof oidcProviderInfo>;
/** POST /users/social-sign-in */
export type SocialSignInResponse = z.infer<typeof socialSignInResponse>;

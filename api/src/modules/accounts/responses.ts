import { z } from 'zod';
import { successBodyOf } from '../../lib/success-schema';
import { publicUser } from '../users/responses';

// The accounts api's answers beyond the users ones (users/responses.ts): the schemas routes serialize through,
// and (types.ts) the types front ends import.

/** POST /email/verify-otp: the user, now verified. */
export const emailVerifiedResponse = successBodyOf('email_verified').extend({ user: publicUser });

/** POST /users/request-delete/confirm: when the account goes. */
export const deletionScheduledResponse = successBodyOf('deletion_scheduled').extend({ delete_at: z.string() });

/** GET /auth/providers: the configured third-party sign-in providers. */
export const oidcProviderInfo = z.object({
  id: z.string(),
  name: z.string(),
  /** Where the browser goes to sign in with it (GET /auth/signin/:provider). */
  signinUrl: z.string(),
});
export const oidcProvidersResponse = z.array(oidcProviderInfo);

/** POST /users/social-sign-in: where to send the browser. */
export const socialSignInResponse = z.object({ url: z.string() });

/** The steps of a third-party sign-in answer with a redirect (the Location header), not a body. */
export const redirectAnswer = z.void().describe('A redirect: see the Location header');

/** GET /dev/outbox (never in production). */
export const devOutboxResponse = z.object({
  mail: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      lang: z.string().nullable(),
      reply_to: z.string().nullable(),
      key: z.string().nullable(),
      attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number() })),
      created_at: z.string(),
    }),
  ),
  sms: z.array(z.object({ id: z.number(), to: z.string(), text: z.string(), created_at: z.string() })),
});

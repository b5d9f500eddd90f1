import { z } from 'zod';

export const contactBody = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(320),
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().min(1).max(5000),
  /** The sender's language, for both mails (default: the account's, else the browser's). */
  language: z.enum(['en', 'ar']).optional(),
});
export type ContactInput = z.infer<typeof contactBody>;

export const contactResponse = z.object({ message: z.string(), code: z.literal('request_received') });
export const CONTACT_RECEIVED = 'We received your request. We will get back to you shortly';

import { z } from 'zod';
import { parsePhone } from '../../../../shared-ui/src/rules/phone';
import { PASSWORD_MAX } from './password/hashing';

// Inputs of the accounts routes. Messages name the field, because the client shows them as they are.

export const emailField = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'email is too long')
  .pipe(z.email('email must be a valid e-mail address'));

/** Lower-case letters, digits, dot and underscore; no leading dot, 3 to 30 characters. */
export const usernameField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_][a-z0-9_.]{2,29}$/, 'username must be 3 to 30 letters, digits, dots or underscores');

const nameField = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(60, `${field} must be at most 60 characters`)
    // Control characters in names end up in e-mails and HTML.
    .refine((v) => /^[^\p{Cc}<>]+$/u.test(v), {
      message: `${field} contains characters that are not allowed`,
      params: { code: 'invalid_characters' },
    });

/** Strength is checked by the service (it needs the e-mail); here only presence and an upper bound. */
const passwordField = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(PASSWORD_MAX, `${field} must be at most ${PASSWORD_MAX} characters`);

export const signUpBody = z.object({
  email: emailField,
  password: passwordField('password'),
  first_name: nameField('first_name'),
  last_name: nameField('last_name'),
  username: usernameField.optional(),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.object({
  email: emailField,
  password: passwordField('password'),
});

export const preferencesBody = z
  .object({
    language: z.enum(['en', 'ar'], { error: "language must be 'en' or 'ar'" }).optional(),
    is_dark_mode: z.boolean({ error: 'is_dark_mode must be true or false' }).optional(),
  })
  .strict()
  .refine((b) => b.language !== undefined || b.is_dark_mode !== undefined, 'language or is_dark_mode is required');

export const otpCodeField = z
  .string({ error: 'code is required' })
  .trim()
  .regex(/^\d{6}$/, 'code must be 6 digits');

export const verifyEmailBody = z.object({ code: otpCodeField });

/** The code step of sign-up, before there is a session: the address the code was mailed to, and the code. */
export const signUpVerifyBody = z.object({ email: emailField, code: otpCodeField });
export const signUpResendBody = z.object({ email: emailField });

export const resetRequestBody = z.object({ email: emailField });
export const resetTokenBody = z.object({
  token: z.string().trim().min(20, 'token is invalid').max(200, 'token is invalid'),
});
export const resetConfirmBody = resetTokenBody.extend({ password: passwordField('password') });

export const changePasswordBody = z.object({
  current_password: passwordField('current_password').optional(),
  new_password: passwordField('new_password'),
});

/**
 * A phone number, with or without its country code (UAE when typed without one): the front ends' rule
 * (shared-ui/src/rules/phone.ts), answered as field code `invalid_phone`, and passed on as E.164.
 */
export const phoneField = z
  .string({ error: 'phone is required' })
  .trim()
  .transform((value, ctx) => {
    const parsed = parsePhone(value);
    if (parsed) return parsed.e164;
    ctx.addIssue({ code: 'custom', message: 'phone must be a valid phone number', params: { code: 'invalid_phone' } });
    return z.NEVER;
  });

export const sendOtpBody = z.object({ phone: phoneField });
export const verifyOtpBody = z.object({ phone: phoneField, code: otpCodeField });

// Null when the request has no body at all.
export const deleteAccountBody = z.object({ password: passwordField('password').optional() }).nullish();
export const requestDeleteBody = z.object({ email: emailField });

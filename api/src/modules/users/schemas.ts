import { z } from 'zod';
import { emailField, phoneField, usernameField } from '../accounts/schemas';

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${field} contains characters that are not allowed`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));

const nameField = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(60, `${field} must be at most 60 characters`)
    .regex(/^[^\p{Cc}<>]+$/u, `${field} contains characters that are not allowed`);

/** YYYY-MM-DD, a real day, between 120 years ago and the day the person turned 13. */
const dateOfBirth = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_of_birth must be YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'date_of_birth is not a real date')
  .refine((s) => {
    const now = new Date();
    const youngest = new Date(Date.UTC(now.getUTCFullYear() - 13, now.getUTCMonth(), now.getUTCDate()));
    const oldest = new Date(Date.UTC(now.getUTCFullYear() - 120, 0, 1));
    const d = new Date(`${s}T00:00:00Z`);
    return d <= youngest && d >= oldest;
  }, 'date_of_birth: you must be at least 13 years old')
  .nullable()
  .optional();

export const SOCIAL_NETWORKS = ['twitter', 'tiktok', 'linktree', 'instagram', 'snapchat', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const SOCIAL_HOSTS: Record<SocialNetwork, { hosts: string[]; base: string; prefix?: string }> = {
  twitter: { hosts: ['twitter.com', 'x.com'], base: 'https://x.com/' },
  tiktok: { hosts: ['tiktok.com'], base: 'https://www.tiktok.com/', prefix: '@' },
  linktree: { hosts: ['linktr.ee'], base: 'https://linktr.ee/' },
  instagram: { hosts: ['instagram.com'], base: 'https://www.instagram.com/' },
  snapchat: { hosts: ['snapchat.com'], base: 'https://www.snapchat.com/add/' },
  facebook: { hosts: ['facebook.com', 'fb.com'], base: 'https://www.facebook.com/' },
};

/**
 * A handle (`sara`, `@sara`) or an https link on the network's own site, stored as a canonical https
 * link: profile pages render it as a link, so nothing else (javascript:, other sites) gets in.
 */
export function socialLink(network: SocialNetwork) {
  const { hosts, base, prefix = '' } = SOCIAL_HOSTS[network];
  return z
    .string({ error: `${network} must be text` })
    .trim()
    .max(200, `${network} must be at most 200 characters`)
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return value === undefined ? undefined : null;
      const handle = /^@?([A-Za-z0-9._-]{1,50})$/.exec(value);
      if (handle) return `${base}${prefix}${handle[1]}`;
      let url: URL | undefined;
      try {
        url = new URL(value);
      } catch {
        url = undefined;
      }
      const host = url?.hostname.replace(/^www\.|^m\./, '');
      if (!url || url.protocol !== 'https:' || !host || !hosts.includes(host) || url.username || url.password) {
        ctx.addIssue({
          code: 'custom',
          message: `${network} must be a ${network} username or an https link to ${hosts[0]}`,
        });
        return z.NEVER;
      }
      return url.href;
    });
}

export const updateUserBody = z
  .object({
    first_name: nameField('first_name').optional(),
    last_name: nameField('last_name').optional(),
    username: usernameField.optional(),
    bio: optionalText('bio', 500),
    date_of_birth: dateOfBirth,
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'country must be a two-letter country code')
      .nullable()
      .optional(),
    city: optionalText('city', 80),
    twitter: socialLink('twitter'),
    tiktok: socialLink('tiktok'),
    linktree: socialLink('linktree'),
    instagram: socialLink('instagram'),
    snapchat: socialLink('snapchat'),
    facebook: socialLink('facebook'),
    phone_number: phoneField.nullable().optional(),
    email: emailField.optional(),
    /** The current password: asked again to change the e-mail or replace a phone number. */
    password: z.string().max(128).optional(),
  })
  .strict();
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const adminUpdateBody = z
  .object({
    latitude: z
      .number()
      .min(-90, 'latitude must be between -90 and 90')
      .max(90, 'latitude must be between -90 and 90')
      .nullable()
      .optional(),
    longitude: z
      .number()
      .min(-180, 'longitude must be between -180 and 180')
      .max(180, 'longitude must be between -180 and 180')
      .nullable()
      .optional(),
    location: optionalText('location', 80),
    username: usernameField.optional(),
  })
  .strict();

/** Only files our own storage served (/media/…): a picture from another site would track every viewer. */
const mediaPath = (field: string) =>
  z
    .string()
    .trim()
    .max(300)
    .regex(/^\/media\/(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*$/, `${field} must be an uploaded image`)
    .nullable()
    .optional();

export const updateProfileBody = z
  .object({
    profile_id: z.string().trim().min(1, 'profile_id is required').max(200),
    profile_picture: mediaPath('profile_picture'),
    cover_picture: mediaPath('cover_picture'),
  })
  .strict()
  .refine(
    (b) => b.profile_picture !== undefined || b.cover_picture !== undefined,
    'profile_picture or cover_picture is required',
  );

export const fetchProfileBody = z
  .object({
    username: z.string().trim().max(60).optional(),
    profile_id: z.string().trim().max(200).optional(),
  })
  .refine((b) => Boolean(b.username) || Boolean(b.profile_id), 'username or profile_id is required');

import { useZodForm, z } from '@jad/shared-ui/forms';
import { type ProfileDraft, SOCIAL_KEYS } from './profile-draft';

const BIO_MAX = 500;
const name = () => z.string().trim().min(1).max(60);
const optional = (max: number) => z.string().trim().max(max);

/** The edit-profile form's rules, the api's first checks (the api still has the last word: taken names, links). */
export const profileSchema = z.object({
  first_name: name(),
  last_name: name(),
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9_][a-z0-9_.]{2,29}$/),
  bio: optional(BIO_MAX),
  date_of_birth: z.string(),
  country: z.string(),
  city: optional(80),
  instagram: optional(300),
  twitter: optional(300),
  tiktok: optional(300),
  snapchat: optional(300),
  facebook: optional(300),
  linktree: optional(300),
}) satisfies z.ZodType<ProfileDraft, ProfileDraft>;

export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'username',
  'bio',
  'date_of_birth',
  'country',
  'city',
  ...SOCIAL_KEYS,
] as const satisfies readonly (keyof ProfileDraft)[];

export const BIO_LIMIT = BIO_MAX;

export const useProfileForm = (draft: ProfileDraft) =>
  // `values`: the form follows the saved profile (after a save, or the phone modal), keeping what is being edited.
  useZodForm(profileSchema, { values: draft, resetOptions: { keepDirtyValues: true } });

export type ProfileForm = ReturnType<typeof useProfileForm>;

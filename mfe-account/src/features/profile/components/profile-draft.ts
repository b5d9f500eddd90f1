import type { AccountUser } from '@/types/account';
import type { ProfileFields } from '../api';

export const SOCIAL_KEYS = ['instagram', 'twitter', 'tiktok', 'snapchat', 'facebook', 'linktree'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

/** The edit-profile form: every field as a string ('' for empty). */
export interface ProfileDraft {
  first_name: string;
  last_name: string;
  username: string;
  bio: string;
  date_of_birth: string;
  country: string;
  city: string;
  instagram: string;
  twitter: string;
  tiktok: string;
  snapchat: string;
  facebook: string;
  linktree: string;
}

export function draftOf(user: AccountUser): ProfileDraft {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    bio: user.bio ?? '',
    date_of_birth: user.date_of_birth ?? '',
    country: user.country ?? '',
    city: user.city ?? '',
    instagram: user.instagram ?? '',
    twitter: user.twitter ?? '',
    tiktok: user.tiktok ?? '',
    snapchat: user.snapchat ?? '',
    facebook: user.facebook ?? '',
    linktree: user.linktree ?? '',
  };
}

/** Only what changed, with '' sent as null (cleared), so a save never overwrites what it did not touch. */
export function changedFields(before: ProfileDraft, after: ProfileDraft): ProfileFields {
  const out: Record<string, string | null> = {};
  for (const key of Object.keys(after) as Array<keyof ProfileDraft>) {
    const value = after[key].trim();
    if (value === before[key].trim()) continue;
    out[key] = value === '' && key !== 'first_name' && key !== 'last_name' && key !== 'username' ? null : value;
  }
  return out as ProfileFields;
}

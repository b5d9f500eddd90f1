import type { PublicMedia, PublicPost, SocialUser } from '@/lib/api-types';

export const person = (username: string, fields: Partial<SocialUser> = {}): SocialUser => ({
  uuid: `${username.padEnd(8, '0').slice(0, 8)}-0000-4000-8000-000000000000`,
  username,
  first_name: username[0]!.toUpperCase() + username.slice(1),
  last_name: 'Test',
  profile: { profile_id: `pf-${username}`, profile_picture: null, is_verified: false },
  ...fields,
});

export const photo = (id: string): PublicMedia => ({
  id,
  url: `/media/post/${id}/w1080.webp`,
  thumbnail: `/media/post/${id}/thumb.webp`,
  is_image: true,
  width: 1080,
  height: 1080,
  duration_ms: null,
  variants: [
    { width: 640, url: `/media/post/${id}/w640.webp` },
    { width: 1080, url: `/media/post/${id}/w1080.webp` },
  ],
  alt_text: null,
});

export const makePost = (id: string, fields: Partial<PublicPost> = {}): PublicPost => ({
  post_id: id,
  caption: `Caption of ${id}`,
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
  edited_at: null,
  user: person('omar'),
  media: [photo(`${id}-m1`)],
  user_plan: null,
  like_count: 3,
  comment_count: 0,
  question_count: 0,
  liked: false,
  is_followed: false,
  is_owner: false,
  reported: false,
  is_hidden: false,
  is_discovery: false,
  ...fields,
});

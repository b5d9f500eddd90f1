import { renderFrameVariant } from '@jad/shared-ui/frame-template';
import type { PublicPost } from '@/lib/api-types';
import frameParts from './frame-template';
import { postCard } from './frame/post-card';
import { postTexts } from './frame/texts';

// The frames' post card (src/frame/post-card.ts) is a copy of the page's (frame-template.tsx) filled in the browser:
// what it writes must be what the page's card shows for the same post.

const POST: PublicPost = {
  post_id: 'p1',
  caption: 'Sunset with @layla at #الشاطئ, see https://example.org/a.',
  created_at: new Date().toISOString(),
  edited_at: null,
  user: {
    uuid: 'u1',
    username: 'omar',
    first_name: 'Omar',
    last_name: 'Haddad',
    profile: { profile_picture: null, is_verified: false },
  },
  media: [
    {
      id: 'm1',
      url: '/scenes/one.jpg',
      thumbnail: null,
      is_image: true,
      width: 4,
      height: 5,
      duration_ms: null,
      variants: [],
      alt_text: null,
    },
  ],
  user_plan: null,
  like_count: 3,
  comment_count: 0,
  question_count: 0,
  liked: true,
  is_followed: true,
  is_owner: false,
  reported: false,
  is_hidden: false,
  is_discovery: false,
};

test("/post's card: the whole caption with its links, a liked heart, no Follow for someone followed, no tick", async () => {
  const template = await renderFrameVariant({ lang: 'en', dark: false, wide: false }, frameParts);
  const holder = document.createElement('template');
  holder.innerHTML = template.html.post ?? '';
  const sample = holder.content.querySelector('article') as Element;
  const card = postCard(template, sample, POST, postTexts('en'), { priority: true, whole: true });
  const caption = card.querySelector('[data-slot="caption"]');
  expect(caption?.textContent).toBe(POST.caption);
  expect([...(caption?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
    '/profile/layla',
    `/tag/${encodeURIComponent('الشاطئ')}`,
    'https://example.org/a',
  ]);
  expect(card.querySelector('button[aria-pressed="true"]')).not.toBeNull();
  expect(card.querySelector('svg[role="img"]')).toBeNull();
  expect(card.textContent).not.toContain('Follow');
  // The count is the button that opens who liked it, as on the page (24px tall, not a line of text).
  expect(card.querySelector('[data-slot="likes"] > button')?.textContent).toBe('3 likes');
  expect(card.querySelector('img[fetchpriority="high"]')?.getAttribute('src')).toBe('/scenes/one.jpg');
  expect(card.innerHTML).not.toContain('⟦');
});

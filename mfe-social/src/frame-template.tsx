// Build time (shared-ui/mf/frame-plugin.js): /feed's first frame is its own page as a visitor sees it, rendered with
// a sample post whose strings are slot markers; src/frame/index.ts fills copies of its post card with the api's answer.
// What a post's data changes beyond text (its media count, its picture's ratio, its avatar) is set there; the
// carousels of two and three pictures are rendered apart.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { appStore } from '@jad/shared-ui';
import { FRAME_WIDE_PX, frameSlot } from '@jad/shared-ui/frame-template';
import type { PublicMedia, PublicPost } from '@/lib/api-types';
import { MemoryRouter } from 'react-router-dom';
import { FeedPage } from '@/features/feed/components/feed-page';
import { PostMedia } from '@/shared/posts/components/post-media';
import './i18n';

const media = (id: string): PublicMedia => ({
  id,
  url: frameSlot('image'),
  thumbnail: null,
  is_image: true,
  width: 1,
  height: 1,
  duration_ms: null,
  variants: [],
  alt_text: null,
});

/** A visitor's post with every optional line (caption with "more", comments, questions, a verified author). */
const SAMPLE: PublicPost = {
  post_id: frameSlot('pid'),
  // Longer than the card shows whole: its "more" link is rendered.
  caption: '.'.repeat(200),
  // A real date (the card formats it); index.ts sets the time's text.
  created_at: '2026-01-01T00:00:00.000Z',
  edited_at: null,
  user: {
    uuid: 'sample',
    username: frameSlot('username'),
    first_name: frameSlot('name'),
    last_name: '',
    profile: { profile_picture: frameSlot('avatar'), is_verified: true },
  },
  media: [media('1')],
  user_plan: null,
  like_count: 2,
  comment_count: 2,
  question_count: 2,
  liked: false,
  is_followed: false,
  is_owner: false,
  reported: false,
  is_hidden: false,
  is_discovery: false,
};

/**
 * The page's one width query (its sidebar from 1000px) answered as the frame's wide variant: a wide screen gets the
 * sidebar's box, which index.ts takes away below 1000px.
 */
function FeedWidth({ children }: { children: ReactNode }) {
  const wide = useMediaQuery(`(min-width:${FRAME_WIDE_PX}px)`);
  const theme = (outer: Theme): Theme => ({
    ...outer,
    components: {
      ...outer.components,
      MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: () => ({ matches: wide }) } },
    },
  });
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

function Providers({ children }: { children: ReactNode }) {
  // react-dom/server reads the store's initial state: a visitor's session and the feed's first post.
  Object.assign(appStore.getInitialState(), { sessionStatus: 'unauthenticated', user: null, posts: [SAMPLE] });
  // the page reads its tab from the address (a visitor's is always For you)
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/feed']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** The parts src/frame/index.ts fills: the page (its post is the card it copies), the media box of two and three pictures. */
export default function frameParts() {
  return {
    page: (
      <Providers>
        <FeedWidth>
          <FeedPage />
        </FeedWidth>
      </Providers>
    ),
    media2: (
      <Providers>
        <PostMedia media={[media('1'), media('2')]} alt={frameSlot('alt')} priority />
      </Providers>
    ),
    media3: (
      <Providers>
        <PostMedia media={[media('1'), media('2'), media('3')]} alt={frameSlot('alt')} priority />
      </Providers>
    ),
  };
}

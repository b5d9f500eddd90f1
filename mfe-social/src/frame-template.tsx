// Build time (shared-ui/mf/frame-plugin.js): the first frames of /feed and /post are their own pages as a visitor sees
// them, rendered with a sample post whose strings are slot markers; src/frame fills copies of its post card with the
// api's answer. What a post's data changes beyond text (its media count, its picture's ratio, its avatar) is set
// there; the carousels of two and three pictures, a liked heart and a member's comment box are rendered apart.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { appStore } from '@jad/shared-ui';
import { FRAME_WIDE_PX, frameSlot, type FramePages } from '@jad/shared-ui/frame-template';
import type { PublicMedia, PublicPost } from '@/lib/api-types';
import { MemoryRouter } from 'react-router-dom';
import { socialKeys } from '@/lib/query-keys';
import { FeedPage } from '@/features/feed/components/feed-page';
import { PostPage } from '@/features/post-page/components/post-page';
import { TextComposer } from '@/features/post-page/components/text-composer';
import { LikeButton } from '@/shared/posts/components/like-button';
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

/** /post's sample: the whole caption, with a mention, a tag and a link for the frame's copies (RichText). */
const POST_SAMPLE: PublicPost = { ...SAMPLE, caption: '. @sample #sample https://example.com' };
const POST_ADDRESS = `/post?post_id=${encodeURIComponent(POST_SAMPLE.post_id)}`;

/**
 * Sets the session react-dom/server reads from the store (its initial state) for what renders after it: a member's
 * comment box. Rendered before and after the part that needs it, in render order.
 */
function SessionAs({ member }: { member: boolean }) {
  const user = member ? { uuid: 'member', username: 'member', first_name: 'M', profile: {} } : null;
  Object.assign(appStore.getInitialState(), { sessionStatus: member ? 'authenticated' : 'unauthenticated', user });
  return null;
}

/** A visitor's page at `address`: the feed's first post, or /post's post loaded (its query and the store). */
function Providers({ children, address = '/feed' }: { children: ReactNode; address?: string }) {
  // react-dom/server reads the store's initial state: a visitor's session and the feed's first post.
  Object.assign(appStore.getInitialState(), {
    sessionStatus: 'unauthenticated',
    user: null,
    posts: [SAMPLE],
    post: POST_SAMPLE,
  });
  const client = new QueryClient();
  client.setQueryData(socialKeys.post(POST_SAMPLE.post_id, null), POST_SAMPLE);
  // the feed reads its tab from the address (a visitor's is always For you), /post its post's id
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** Each frame page (src/frame: paintFrame's name) and the parts it fills: its own template file, nothing more. */
export const FRAME_PAGES: FramePages = {
  feed: ['page', 'media2', 'media3', 'liked'],
  post: ['post', 'media2', 'media3', 'liked', 'composerMember'],
};

/**
 * The parts src/frame fills: /feed's page (its post is the card it copies), /post's page, the media box of two and
 * three pictures, a liked post's heart, a member's comment box (the room its form takes).
 */
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
    post: (
      <Providers address={POST_ADDRESS}>
        {/* The page inherits the body's type (CssBaseline: body1), which index.html's frame holder has not: a name
            row without its Follow button takes its height from it. */}
        <Box sx={{ typography: 'body1' }}>
          <PostPage />
        </Box>
      </Providers>
    ),
    liked: (
      <Providers>
        <LikeButton liked onClick={() => undefined} />
      </Providers>
    ),
    composerMember: (
      <Providers>
        <SessionAs member />
        <TextComposer placeholder="" submitLabel="" max={1} onSubmit={async () => undefined} />
        <SessionAs member={false} />
      </Providers>
    ),
  };
}

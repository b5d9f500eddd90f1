import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appStore } from '@jad/shared-ui';
import { makePost, person } from '@/test/fixtures';
import { fakeApi, renderScreen, SARA } from '@/test/render';
import { selectPosts } from '@/lib/store';
import { FeedPage } from './feed-page';

let trigger: (() => void) | null = null;
class FakeObserver {
  constructor(private readonly cb: IntersectionObserverCallback) {}
  observe() {
    trigger = () =>
      this.cb(
        [{ isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect() {}
}
beforeEach(() => Object.assign(window, { IntersectionObserver: FakeObserver }));
// The machine running the suites may be busy: wait longer than the default second for an answer to show.
const SLOW = { timeout: 5000 };

test('loads the first page, appends the next through the cursor without duplicates, and ends', async () => {
  const api = fakeApi({
    'POST /posts/fetch-all': (body) =>
      (body as { cursor?: string }).cursor === 'c1'
        ? { status: 200, data: { rows: [makePost('p2'), makePost('p3', { caption: 'Third' })], next_cursor: null } }
        : { status: 200, data: { rows: [makePost('p1', { caption: 'First' }), makePost('p2')], next_cursor: 'c1' } },
    'POST /users/people-follow': () => ({ status: 200, data: { rows: [] } }),
  });
  await renderScreen(<FeedPage />, { path: '/feed', user: SARA });
  expect(await screen.findByText('First')).toBeInTheDocument();
  expect(api.callsTo('POST /posts/fetch-all')[0]!.body).toEqual({ tab: 'following', limit: 10 });
  await act(async () => trigger?.());
  expect(await screen.findByText('Third')).toBeInTheDocument();
  expect(api.callsTo('POST /posts/fetch-all')[1]!.body).toEqual({ tab: 'following', limit: 10, cursor: 'c1' });
  expect(selectPosts(appStore.getState()).map((p) => p.post_id)).toEqual(['p1', 'p2', 'p3']);
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(await screen.findByText("You're all caught up ✨")).toBeInTheDocument();
  api.restore();
});

test('likes optimistically, keeps the server count, and undoes a failed like', async () => {
  let fail = false;
  const api = fakeApi({
    'POST /posts/fetch-all': () => ({
      status: 200,
      data: { rows: [makePost('p1', { like_count: 3 })], next_cursor: null },
    }),
    'POST /users/people-follow': () => ({ status: 200, data: { rows: [] } }),
    'POST /likes': () =>
      fail
        ? { status: 404, data: { message: 'Post was not found.' } }
        : { status: 200, data: { liked: true, like_count: 9 } },
    'DELETE /likes': () => ({ status: 200, data: { liked: false, like_count: 8 } }),
  });
  await renderScreen(<FeedPage />, { path: '/feed', user: SARA });
  const card = await screen.findByRole('article', undefined, SLOW);
  fireEvent.click(within(card).getByRole('button', { name: 'Like' }));
  expect(within(card).getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
  expect(await within(card).findByText('9 likes', undefined, SLOW)).toBeInTheDocument();
  expect(api.callsTo('POST /likes')[0]!.body).toEqual({ post_id: 'p1' });

  fireEvent.click(within(card).getByRole('button', { name: 'Unlike' }));
  expect(await within(card).findByText('8 likes', undefined, SLOW)).toBeInTheDocument();

  fail = true;
  fireEvent.click(within(card).getByRole('button', { name: 'Like' }));
  expect(within(card).getByText('9 likes')).toBeInTheDocument(); // optimistic
  await waitFor(() => expect(within(card).getByText('8 likes')).toBeInTheDocument(), SLOW); // undone
  expect(within(card).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  api.restore();
});

test('a visitor sees everyone’s posts and is sent to sign in when liking', async () => {
  const api = fakeApi({
    'POST /posts/fetch-all': () => ({ status: 200, data: { rows: [makePost('p1')], next_cursor: null } }),
    'POST /users/people-follow': () => ({ status: 200, data: { rows: [] } }),
  });
  window.history.replaceState(null, '', '/feed');
  await renderScreen(<FeedPage />, { path: '/feed' });
  expect(await screen.findByText('Sign in to share your trip, like posts and follow travellers.')).toBeInTheDocument();
  fireEvent.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Like' }));
  expect(window.location.pathname).toBe('/auth/signin');
  expect(api.callsTo('POST /likes')).toHaveLength(0);
  api.restore();
});

test('follows the author from the card: every card of that person agrees', async () => {
  const omar = person('omar');
  const api = fakeApi({
    'POST /posts/fetch-all': () => ({
      status: 200,
      data: {
        rows: [makePost('p1', { user: omar, caption: 'one' }), makePost('p2', { user: omar, caption: 'two' })],
        next_cursor: null,
      },
    }),
    'POST /users/people-follow': () => ({ status: 200, data: { rows: [] } }),
    'POST /follows': () => ({ status: 200, data: { followed_uuid: omar.uuid, is_followed: true, followers_count: 5 } }),
  });
  await renderScreen(<FeedPage />, { path: '/feed', user: SARA });
  const [first] = await screen.findAllByRole('article');
  fireEvent.click(within(first!).getByRole('button', { name: 'Follow' }));
  await waitFor(() => expect(selectPosts(appStore.getState()).every((p) => p.is_followed)).toBe(true));
  expect(api.callsTo('POST /follows')[0]!.body).toEqual({ followed_uuid: omar.uuid });
  api.restore();
});

test('is mirrored in Arabic', async () => {
  const api = fakeApi({
    'POST /posts/fetch-all': () => ({ status: 200, data: { rows: [makePost('p1')], next_cursor: null } }),
    'POST /users/people-follow': () => ({ status: 200, data: { rows: [] } }),
  });
  await renderScreen(<FeedPage />, { path: '/feed', user: SARA, lang: 'ar' });
  expect(await screen.findByRole('heading', { name: 'استكشف المنشورات' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  api.restore();
});

test('a page that failed is offered again with Try again', async () => {
  let down = true;
  const api = fakeApi({
    'POST /posts/fetch-all': () =>
      down
        ? { status: 503, data: { message: 'Service unavailable' } }
        : { status: 200, data: { rows: [makePost('p1', { caption: 'Back again' })], next_cursor: null } },
    'POST /users/people-follow': () => ({ status: 200, data: { rows: [] } }),
  });
  await renderScreen(<FeedPage />, { path: '/feed', user: SARA });
  const alert = await screen.findByRole('alert', undefined, SLOW);
  expect(alert).toHaveTextContent('The feed could not be loaded.');
  down = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Back again', undefined, SLOW)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(api.callsTo('POST /posts/fetch-all')).toHaveLength(2);
  api.restore();
});

test('a member switches between Following and For you, each tab its own list', async () => {
  const api = fakeApi({
    'POST /posts/fetch-all': (body) => {
      const { tab } = body as { tab: string };
      return {
        status: 200,
        data: { rows: [makePost(`${tab}-1`, { caption: `first of ${tab}` })], next_cursor: null },
      };
    },
    'POST /users/people-follow': () => ({ status: 200, data: { rows: [] } }),
  });
  window.history.replaceState(null, '', '/feed');
  await renderScreen(<FeedPage />, { path: '/feed', user: SARA });
  const following = await screen.findByRole('tab', { name: 'Following' });
  expect(following).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('first of following')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'For you' }));
  expect(await screen.findByText('first of for_you')).toBeInTheDocument();
  expect(screen.queryByText('first of following')).toBeNull();
  expect(screen.getByRole('tab', { name: 'For you' })).toHaveAttribute('aria-selected', 'true');
  expect(api.callsTo('POST /posts/fetch-all').map((c) => c.body)).toEqual([
    { tab: 'following', limit: 10 },
    { tab: 'for_you', limit: 10 },
  ]);
  api.restore();
});

test('a visitor gets For you alone, without tabs', async () => {
  const visitorApi = fakeApi({
    'POST /posts/fetch-all': () => ({ status: 200, data: { rows: [makePost('v1')], next_cursor: null } }),
    'POST /users/people-follow': () => ({ status: 200, data: { rows: [] } }),
  });
  await renderScreen(<FeedPage />, { path: '/feed' });
  expect(await screen.findByRole('article')).toBeInTheDocument();
  expect(screen.queryByRole('tab')).toBeNull();
  expect(visitorApi.callsTo('POST /posts/fetch-all')[0]!.body).toEqual({ tab: 'for_you', limit: 10 });
  visitorApi.restore();
});

test('an empty Following tab offers For you', async () => {
  const api = fakeApi({
    'POST /posts/fetch-all': (body) =>
      (body as { tab: string }).tab === 'following'
        ? { status: 200, data: { rows: [], next_cursor: null } }
        : { status: 200, data: { rows: [makePost('f1', { caption: 'a public post' })], next_cursor: null } },
    'POST /users/people-follow': () => ({ status: 200, data: { rows: [] } }),
  });
  window.history.replaceState(null, '', '/feed');
  await renderScreen(<FeedPage />, { path: '/feed', user: SARA });
  fireEvent.click(await screen.findByRole('button', { name: 'See posts for you' }, SLOW));
  expect(await screen.findByText('a public post')).toBeInTheDocument();
  api.restore();
});

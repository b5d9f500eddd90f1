import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appStore, bus } from '@jad/shared-ui';
import { makePost, person } from '@/test/fixtures';
import { fakeApi, renderScreen, SARA } from '@/test/render';
import { selectPosts } from '@/lib/store';
import { FeedPage } from './feed-page';

class NoObserver {
  observe() {}
  disconnect() {}
}
const SLOW = { timeout: 5000 };
const ids = () => selectPosts(appStore.getState()).map((p) => p.post_id);
let scrolled: ScrollToOptions[] = [];
beforeEach(() => {
  scrolled = [];
  Object.assign(window, {
    IntersectionObserver: NoObserver,
    scrollTo: (options: ScrollToOptions) => scrolled.push(options),
  });
});

const omar = person('omar');
const layla = person('layla');

test('a followed person’s new post shows the pill with their avatar; tapping it puts the post on top', async () => {
  const api = fakeApi({
    'POST /posts/fetch-all': () => ({
      status: 200,
      data: { rows: [makePost('p1'), makePost('p2')], next_cursor: 'c1' },
    }),
    'POST /users/people-follow': () => ({ status: 200, data: { rows: [] } }),
    'POST /posts/fetch': (body) => {
      const id = (body as { post_id: string }).post_id;
      return id === 'gone'
        ? { status: 404, data: { code: 'post_not_found' } }
        : { status: 200, data: makePost(id, { user: id === 'n1' ? omar : layla, caption: `new ${id}` }) };
    },
  });
  await renderScreen(<FeedPage />, { path: '/feed', user: SARA });
  await screen.findAllByRole('article', undefined, SLOW);
  expect(screen.queryByTestId('new-posts-pill')).toBeNull();

  act(() => {
    bus.emit('shell:live-post-received', { post_id: 'n1', author: omar });
    bus.emit('shell:live-post-received', { post_id: 'n1', author: omar }); // twice: once
    bus.emit('shell:live-post-received', { post_id: 'p2', author: omar }); // already on screen: ignored
    bus.emit('shell:live-post-received', { post_id: 'gone', author: layla }); // deleted meanwhile
    bus.emit('shell:live-post-received', { post_id: 'n2', author: layla });
  });
  const pill = await screen.findByRole('button', { name: 'Show 3 new posts' });
  expect(within(pill).getByText('New posts')).toBeInTheDocument();
  expect(within(pill).getAllByText(/^[OL]$/)).toHaveLength(2); // two authors' avatars (letters without pictures)

  fireEvent.click(pill);
  await waitFor(() => expect(ids()).toEqual(['n2', 'n1', 'p1', 'p2']));
  await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('new n2'), SLOW);
  expect(screen.queryByTestId('new-posts-pill')).toBeNull();
  expect(scrolled.at(-1)).toMatchObject({ top: 0 });
  // the pages already loaded were not asked again
  expect(api.callsTo('POST /posts/fetch-all')).toHaveLength(1);
  api.restore();
});

test('a visitor hears nothing: no pill', async () => {
  const api = fakeApi({
    'POST /posts/fetch-all': () => ({ status: 200, data: { rows: [makePost('p1')], next_cursor: null } }),
    'POST /users/people-follow': () => ({ status: 200, data: { rows: [] } }),
  });
  await renderScreen(<FeedPage />, { path: '/feed' });
  await screen.findByRole('article', undefined, SLOW);
  act(() => bus.emit('shell:live-post-received', { post_id: 'n1', author: omar }));
  expect(screen.queryByTestId('new-posts-pill')).toBeNull();
  api.restore();
});

test('pulling the list down at the top refreshes its first page; the refresh button does too', async () => {
  let round = 0;
  const api = fakeApi({
    'POST /posts/fetch-all': () => {
      round += 1;
      return { status: 200, data: { rows: [makePost(`r${round}`, { caption: `round ${round}` })], next_cursor: null } };
    },
    'POST /users/people-follow': () => ({ status: 200, data: { rows: [] } }),
  });
  await renderScreen(<FeedPage />, { path: '/feed', user: SARA });
  expect(await screen.findByText('round 1', undefined, SLOW)).toBeInTheDocument();
  const touch = (type: string, y: number) =>
    act(() => {
      window.dispatchEvent(new TouchEvent(type, { touches: type === 'touchend' ? [] : [{ clientY: y } as Touch] }));
    });
  // a short pull does nothing
  touch('touchstart', 100);
  touch('touchmove', 150);
  expect(screen.getByRole('status', { name: 'Pull to refresh' })).toBeInTheDocument();
  touch('touchend', 150);
  expect(api.callsTo('POST /posts/fetch-all')).toHaveLength(1);
  // a long one refreshes
  touch('touchstart', 100);
  touch('touchmove', 300);
  expect(screen.getByRole('status', { name: 'Release to refresh' })).toBeInTheDocument();
  touch('touchend', 300);
  expect(await screen.findByText('round 2', undefined, SLOW)).toBeInTheDocument();
  expect(api.callsTo('POST /posts/fetch-all')[1]!.body).toEqual({ tab: 'following', limit: 10 });

  fireEvent.click(screen.getByRole('button', { name: 'Refresh the feed' }));
  expect(await screen.findByText('round 3', undefined, SLOW)).toBeInTheDocument();
  api.restore();
});

test('the pill in Arabic', async () => {
  const api = fakeApi({
    'POST /posts/fetch-all': () => ({ status: 200, data: { rows: [makePost('p1')], next_cursor: null } }),
    'POST /users/people-follow': () => ({ status: 200, data: { rows: [] } }),
  });
  await renderScreen(<FeedPage />, { path: '/feed', user: SARA, lang: 'ar' });
  await screen.findByRole('article', undefined, SLOW);
  act(() => {
    bus.emit('shell:live-post-received', { post_id: 'n1', author: omar });
    bus.emit('shell:live-post-received', { post_id: 'n2', author: layla });
  });
  const pill = await screen.findByRole('button', { name: 'عرض منشورين جديدين' });
  expect(within(pill).getByText('منشورات جديدة')).toBeInTheDocument();
  api.restore();
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appStore, type AppNotification } from '@jad/shared-ui';
import { DataProvider, queryClient } from '@jad/shared-ui/data';
import { fakeApi, record, renderInApp } from '@/test/render';
import { NotificationsList as Bare, type NotificationsListProps } from './notifications-list';

// Inside the drawer the list has the page's query client; alone it gets it here.
const NotificationsList = (props: NotificationsListProps) => (
  <DataProvider>
    <Bare {...props} />
  </DataProvider>
);

const actor = (username: string) => ({
  uuid: `${username}-uuid`,
  username,
  first_name: username,
  last_name: 'X',
  profile: { profile_picture: null },
});
const row = (id: number, fields: Partial<AppNotification> = {}): AppNotification => ({
  notification_id: `n${id}`,
  type: 'LIKE',
  is_seen: true,
  is_followed: false,
  createdAt: new Date(Date.now() - id * 3_600_000).toISOString(),
  user_with_action: actor(`user${id}`),
  post: { post_id: `p${id}`, PostMedia: [{ url: `/img/${id}.webp`, thumbnail: `/img/${id}-t.webp`, is_image: true }] },
  user_plan: null,
  order: null,
  ...fields,
});

let observed: ((visible: boolean) => void) | null = null;
class FakeObserver {
  constructor(private readonly cb: IntersectionObserverCallback) {}
  observe() {
    observed = (visible) =>
      this.cb([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {
    observed = null;
  }
}

let post: jest.Mock;
let put: jest.Mock;
let api: ReturnType<typeof fakeApi>;
const seen = new Set<string>();
beforeEach(() => {
  post = jest.fn();
  put = jest.fn();
  api = fakeApi({
    'POST *': (body, call) => record(post)(body, call),
    'PUT *': (body, call) => record(put)(body, call),
  });
  Object.assign(window, { IntersectionObserver: FakeObserver });
  act(() => {
    appStore.getState().patch({ notifications: { rows: [], count: 0, page: 0 }, notifications_count: 0 });
  });
  window.history.replaceState(null, '', '/feed');
  seen.clear();
  // Like the api: a notification marked seen is answered seen from then on.
  put = jest.fn().mockImplementation(async (_url: string, body?: { notification_id?: string }) => {
    if (body?.notification_id) seen.add(body.notification_id);
    return { status: 200, data: {} };
  });
});
afterEach(() => {
  api.restore();
  queryClient.clear();
});

function answerPages(pages: Record<number, { rows: AppNotification[]; count: number }>) {
  post = jest.fn().mockImplementation(async (_url: string, body?: unknown) => {
    const page = (body as { page: number }).page;
    const { rows, count } = pages[page] ?? { rows: [], count: 0 };
    const marked = rows.map((r) => (seen.has(r.notification_id) ? { ...r, is_seen: true } : r));
    return { status: 200, data: { rows: marked, count, page } };
  });
}

test('loads page 1 on open, the next page when the bottom is visible and count exceeds rows, unseen first', async () => {
  const page1 = Array.from({ length: 15 }, (_, i) => row(i + 1, { is_seen: i >= 2 }));
  const page2 = [row(16, { is_seen: false }), row(17), row(3) /* repeated: skipped */];
  answerPages({ 1: { rows: page1, count: 17 }, 2: { rows: page2, count: 17 } });
  await renderInApp(<NotificationsList onNavigate={() => undefined} />);
  await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(15));
  expect(post).toHaveBeenCalledWith('/notifications/fetch-all', { limit: 15, page: 1, checkSeen: false });
  // unseen rows carry a marker and sit in the "New" group
  const fresh = within(screen.getByRole('list', { name: 'New' })).getAllByRole('link');
  expect(fresh.map((a) => a.getAttribute('data-unseen'))).toEqual(['true', 'true']);

  await act(async () => observed?.(true));
  await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(17));
  expect(post).toHaveBeenLastCalledWith('/notifications/fetch-all', { limit: 15, page: 2, checkSeen: false });
  // the later page merged with unseen first: n16 joins the new ones
  expect(
    within(screen.getByRole('list', { name: 'New' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toContain('/post?post_id=p16');
  // all 17 held: the sentinel is gone, no third request
  expect(screen.queryByTestId('notifications-sentinel')).toBeNull();
  expect(post).toHaveBeenCalledTimes(2);
});

test('a click closes the drawer, marks it seen and navigates by type', async () => {
  answerPages({
    1: {
      rows: [row(1, { is_seen: false }), row(2, { type: 'FOLLOW', post: null, user_with_action: actor('omar') })],
      count: 2,
    },
  });
  const onNavigate = jest.fn();
  await renderInApp(<NotificationsList onNavigate={onNavigate} />);
  const like = await screen.findByRole('link', { name: /user1 liked your post/ });
  fireEvent.click(like);
  expect(onNavigate).toHaveBeenCalledTimes(1);
  expect(window.location.pathname + window.location.search).toBe('/post?post_id=p1');
  await waitFor(() => expect(put).toHaveBeenCalledWith('/notifications', { notification_id: 'n1' }));
  // Seen in the store at once; the page 1 asked meanwhile (the navigation) is asked again once the server has it.
  await waitFor(() => expect(post).toHaveBeenCalledTimes(3));
  expect(appStore.getState().notifications.rows.find((n) => n.notification_id === 'n1')?.is_seen).toBe(true);

  fireEvent.click(screen.getByRole('link', { name: /omar started following you/ }));
  expect(window.location.pathname).toBe('/profile/omar');
  // a navigation reloads page 1 (the drawer would be closed by then); let it settle
  await waitFor(() => expect(post.mock.calls.length).toBeGreaterThanOrEqual(2));
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
});

test('follow back follows without navigating', async () => {
  answerPages({ 1: { rows: [row(1, { type: 'FOLLOW', post: null, user_with_action: actor('layla') })], count: 1 } });
  const onNavigate = jest.fn();
  await renderInApp(<NotificationsList onNavigate={onNavigate} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Follow back' }));
  await screen.findByRole('button', { name: 'Following' });
  expect(post).toHaveBeenCalledWith('/follows', { followed_uuid: 'layla-uuid' });
  expect(onNavigate).not.toHaveBeenCalled();
});

test('reloads page 1 on a route change', async () => {
  answerPages({ 1: { rows: [row(1)], count: 1 } });
  await renderInApp(<NotificationsList onNavigate={() => undefined} />);
  await screen.findByRole('link', { name: /user1/ });
  await act(async () => {
    window.history.pushState(null, '', '/activities');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await Promise.resolve();
  });
  await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
  await screen.findByRole('link', { name: /user1/ });
  expect(post.mock.calls.every((c) => (c[1] as { page: number }).page === 1)).toBe(true);
});

test('shows the empty state when there is nothing, or when the fetch fails; Arabic texts', async () => {
  post = jest.fn(async () => 'network');
  await renderInApp(<NotificationsList onNavigate={() => undefined} />, 'ar');
  expect(await screen.findByText('لا توجد إشعارات بعد')).toBeInTheDocument();
});

test('rows that were unseen when the drawer opened keep their marker after it marks all seen', async () => {
  act(() => appStore.getState().setNotificationsCount(1));
  // the server already answers them seen (the drawer's PUT won the race)
  answerPages({ 1: { rows: [row(1), row(2)], count: 2 } });
  await renderInApp(<NotificationsList onNavigate={() => undefined} />);
  const links = await screen.findAllByRole('link');
  expect(links.map((a) => a.getAttribute('data-unseen'))).toEqual(['true', 'false']);
});

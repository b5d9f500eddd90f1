import { act, renderHook, waitFor } from '@testing-library/react';
import { appStore, bus, type AppNotification } from '@jad/shared-ui';
import { fakeApi, record } from '@/test/render';
import { useNotificationsLive } from './use-notifications-live';

type Listener = (event: MessageEvent) => void;
class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners: Record<string, Listener[]> = {};
  closed = false;
  constructor(
    public url: string,
    public init?: EventSourceInit,
  ) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: Listener) {
    (this.listeners[name] ??= []).push(listener);
  }
  emit(name: string, data: unknown) {
    for (const l of this.listeners[name] ?? [])
      l({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  close() {
    this.closed = true;
  }
}

const user = {
  uuid: 'me',
  username: 'me',
  email: 'me@x.test',
  first_name: 'Me',
  last_name: 'X',
  language: 'en',
  is_dark_mode: false,
  phone_number: null,
  email_verified: true,
  profile: { profile_id: 'p', profile_picture: null, is_verified: false },
};
const notification: AppNotification = {
  notification_id: 'n9',
  type: 'LIKE',
  is_seen: false,
  createdAt: new Date().toISOString(),
  user_with_action: null,
  post: { post_id: 'p1', PostMedia: [] },
};

let post: jest.Mock;
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  post = jest.fn();
  api = fakeApi({ 'POST *': (body, call) => record(post)(body, call) });
  Object.assign(window, { EventSource: FakeEventSource });
  FakeEventSource.last = null;
  post = jest.fn(async () => ({ status: 200, data: { rows: [], count: 4, page: 1 } }));
  act(() => {
    appStore.getState().setSession({ user: null, csrfToken: null });
    appStore.getState().patch({ notifications: { rows: [], count: 0, page: 0 }, notifications_count: 0 });
  });
});
afterEach(() => api.restore());

test('does nothing for a visitor', () => {
  renderHook(() => useNotificationsLive());
  expect(post).not.toHaveBeenCalled();
  expect(FakeEventSource.last).toBeNull();
});

test('loads the unseen count on sign-in and follows the stream; the badge rises without a reload', async () => {
  const { unmount } = renderHook(() => useNotificationsLive());
  act(() => appStore.getState().setSession({ user, csrfToken: 't' }));
  await waitFor(() => expect(appStore.getState().notifications_count).toBe(4));
  expect(post).toHaveBeenCalledWith('/notifications/fetch-all', expect.objectContaining({ checkSeen: true }));
  const source = FakeEventSource.last as FakeEventSource;
  expect(source.url).toBe('/api/v1/notifications/stream');
  expect(source.init).toEqual({ withCredentials: true });

  act(() => source.emit('count', { count: 11 }));
  expect(appStore.getState().notifications_count).toBe(11);
  act(() => source.emit('count', 'not json'));
  expect(appStore.getState().notifications_count).toBe(11);

  // with the drawer's list loaded, a pushed notification lands on top, once
  act(() => appStore.getState().patch({ notifications: { rows: [], count: 0, page: 1 } }));
  act(() => source.emit('notification', { notification, count: 12 }));
  act(() => source.emit('notification', { notification, count: 12 }));
  expect(appStore.getState().notifications_count).toBe(12);
  expect(appStore.getState().notifications.rows.map((r) => r.notification_id)).toEqual(['n9']);

  act(() => appStore.getState().setSession({ user: null, csrfToken: null }));
  expect(source.closed).toBe(true);
  unmount();
});

test("puts a followed person's new post on the bus for the feed; a malformed one is dropped", () => {
  const heard: unknown[] = [];
  const off = bus.on('shell:live-post-received', (p) => heard.push(p));
  renderHook(() => useNotificationsLive());
  act(() => appStore.getState().setSession({ user, csrfToken: 't' }));
  const source = FakeEventSource.last as FakeEventSource;
  const author = { uuid: 'b', username: 'ben', first_name: 'Ben', last_name: 'K', profile: { profile_picture: null } };
  act(() => source.emit('post', { post_id: 'p7', author }));
  act(() => source.emit('post', { post_id: 'p8' }));
  act(() => source.emit('post', 'nope'));
  expect(heard).toEqual([{ post_id: 'p7', author }]);
  off();
});

test('polls when EventSource is missing', async () => {
  jest.useFakeTimers();
  Object.assign(window, { EventSource: undefined });
  renderHook(() => useNotificationsLive());
  act(() => appStore.getState().setSession({ user, csrfToken: 't' }));
  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  await act(async () => {
    jest.advanceTimersByTime(60_000);
  });
  await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
  jest.useRealTimers();
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { appStore, type AppNotification } from '@jad/shared-ui';
import { queryClient } from '@jad/shared-ui/data';
import { fakeApi, record, renderInApp } from '@/test/render';
import { closeNotificationsDrawer, openNotificationsDrawer } from '@/lib/notifications-drawer';
import { NotificationsDrawerHost } from './notifications-drawer-host';
import './notifications-drawer';

// The real drawer with the real list: the list renders inside the drawer's portal one render after the
// drawer marked everything seen, yet what was unseen at the opening must still show as new.

const row = (id: number, isSeen: boolean): AppNotification => ({
  notification_id: `n${id}`,
  type: 'LIKE',
  is_seen: isSeen,
  is_followed: false,
  createdAt: new Date(Date.now() - id * 60_000).toISOString(),
  user_with_action: {
    uuid: `u${id}`,
    username: `user${id}`,
    first_name: 'U',
    last_name: 'X',
    profile: { profile_picture: null },
  },
  post: null,
  user_plan: null,
  order: null,
});

let post: jest.Mock;
let put: jest.Mock;
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  post = jest.fn();
  put = jest.fn();
  api = fakeApi({
    'POST *': (body, call) => record(post)(body, call),
    'PUT *': (body, call) => record(put)(body, call),
  });
  Object.assign(window, {
    IntersectionObserver: class {
      observe() {}
      disconnect() {}
    },
  });
  put = jest.fn(async () => ({ status: 200, data: {} }));
});
afterEach(() => {
  queryClient.clear();
  api.restore();
  act(() => closeNotificationsDrawer());
});

test('rows unseen when the drawer opens keep their "new" marker after it marks them seen', async () => {
  // Two arrived live while the drawer was closed (held unseen in the store); the server already answers them seen.
  act(() =>
    appStore.getState().patch({
      notifications: { rows: [row(1, false), row(2, false), row(3, true)], count: 3, page: 1 },
      notifications_count: 2,
    }),
  );
  post = jest.fn(async () => ({
    status: 200,
    data: { rows: [row(1, true), row(2, true), row(3, true)], count: 3, page: 1 },
  }));
  await renderInApp(<NotificationsDrawerHost />);
  act(() => openNotificationsDrawer(0));
  const fresh = await screen.findByRole('list', { name: 'New' });
  const rowsOf = (list: HTMLElement) =>
    [...list.querySelectorAll('[data-type]')].map(
      (el) => `${within(el as HTMLElement).getByText(/^user/).textContent}:${el.getAttribute('data-unseen')}`,
    );
  await waitFor(() => expect(rowsOf(fresh)).toEqual(['user1:true', 'user2:true']));
  expect(rowsOf(screen.getByRole('list', { name: 'Earlier' }))).toEqual(['user3:false']);
  expect(appStore.getState().notifications_count).toBe(0);
  expect(put).toHaveBeenCalledWith('/notifications/seen');
});

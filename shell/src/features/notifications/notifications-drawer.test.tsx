import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { appStore, NOTIFICATIONS_DRAWER_DELAY_MS } from '@jad/shared-ui';
import { queryClient } from '@jad/shared-ui/data';
import { fakeApi, record, renderInApp } from '@/test/render';
import { closeNotificationsDrawer, openNotificationsDrawer } from '@/lib/notifications-drawer';
import { drawerAnchorFor, notificationsDrawerSide } from './drawer-side';
import { NotificationsDrawerHost } from './notifications-drawer-host';
// Loaded up front so the lazy drawer resolves at once (the test is about behaviour, not loading).
import './notifications-drawer';

jest.mock('./notifications-list', () => ({
  NotificationsList: ({ onNavigate }: { onNavigate: () => void }) => (
    <button type="button" onClick={onNavigate}>
      a notification
    </button>
  ),
}));

let put: jest.Mock;
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  put = jest.fn();
  api = fakeApi({ 'PUT *': (body, call) => record(put)(body, call) });
  put = jest.fn(async () => ({ status: 200, data: {} }));
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  api.restore();
  queryClient.clear();
  act(() => closeNotificationsDrawer());

  jest.useRealTimers();
});

test('the physical side is left in Arabic and right in English; the MUI anchor mirrors it in rtl', () => {
  expect(notificationsDrawerSide('ar')).toBe('left');
  expect(notificationsDrawerSide('en')).toBe('right');
  expect(drawerAnchorFor('right', 'ltr')).toBe('right');
  // In rtl the style cache flips `right: 0` to `left: 0`, so a left drawer is asked for as 'right'.
  expect(drawerAnchorFor('left', 'rtl')).toBe('right');
  expect(drawerAnchorFor('right', 'rtl')).toBe('left');
});

test.each([
  ['en', 'right', 'Notifications'],
  ['ar', 'left', 'الإشعارات'],
] as const)(
  'in %s the drawer opens from the %s after the delay and marks everything seen',
  async (lang, side, title) => {
    jest.useFakeTimers();
    act(() => appStore.getState().setNotificationsCount(7));
    await renderInApp(<NotificationsDrawerHost />, lang);
    act(() => openNotificationsDrawer());
    // Not before the spec's 100 ms.
    act(() => jest.advanceTimersByTime(NOTIFICATIONS_DRAWER_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    jest.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('data-side', side);
    await waitFor(() => expect(put).toHaveBeenCalledWith('/notifications/seen'));
    expect(appStore.getState().notifications_count).toBe(0);
  },
);

test('clicking a notification closes the drawer, and so does any navigation', async () => {
  await renderInApp(<NotificationsDrawerHost />);
  act(() => openNotificationsDrawer(0));
  fireEvent.click(await screen.findByRole('button', { name: 'a notification' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  act(() => openNotificationsDrawer(0));
  await screen.findByRole('dialog');
  act(() => {
    window.history.pushState(null, '', '/feed');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

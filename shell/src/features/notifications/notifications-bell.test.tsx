import { act, screen } from '@testing-library/react';
import { appStore } from '@jad/shared-ui';
import { renderInApp } from '@/test/render';
import { NotificationsBell } from './notifications-bell';

afterEach(() => act(() => appStore.getState().setNotificationsCount(0)));

test.each([
  [0, null, 'Notifications'],
  [3, '3', 'Notifications, 3 unseen'],
  [10, '10', 'Notifications, 10 unseen'],
  [11, '10+', 'Notifications, 10+ unseen'],
  [250, '10+', 'Notifications, 10+ unseen'],
])('an unseen count of %i shows %p on the bell', async (count, shown, label) => {
  act(() => appStore.getState().setNotificationsCount(count));
  await renderInApp(<NotificationsBell />);
  const badge = screen.queryByTestId('count-badge');
  if (shown === null) expect(badge).toBeNull();
  else expect(badge).toHaveTextContent(new RegExp(`^${shown.replace('+', '\\+')}$`));
  expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
});

test('the badge follows the store live', async () => {
  await renderInApp(<NotificationsBell />);
  expect(screen.queryByTestId('count-badge')).toBeNull();
  act(() => appStore.getState().setNotificationsCount(4));
  expect(screen.getByTestId('count-badge')).toHaveTextContent('4');
  act(() => appStore.getState().markAllNotificationsSeen());
  expect(screen.queryByTestId('count-badge')).toBeNull();
});

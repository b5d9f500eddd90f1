import { screen, waitFor, within } from '@testing-library/react';
import { appStore, type AppNotification } from '@jad/shared-ui';
import { person } from '@/test/fixtures';
import { fakeApi, renderScreen, SARA } from '@/test/render';
import { NotificationsPageRoute } from './components/notifications-page';

beforeEach(() =>
  Object.assign(window, {
    IntersectionObserver: class {
      observe() {}
      disconnect() {}
    },
  }),
);

const note = (id: string, fields: Partial<AppNotification> = {}): AppNotification => ({
  notification_id: id,
  type: 'FOLLOW',
  is_seen: false,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  user_with_action: person('omar'),
  ...fields,
});

test('lists my notifications, marks the new ones and tells the api they are seen, in Arabic', async () => {
  const api = fakeApi({
    'POST /notifications/fetch-all': () => ({
      status: 200,
      data: {
        rows: [note('n1'), note('n2', { type: 'LIKE', is_seen: true, post: { post_id: 'p1' } })],
        count: 2,
        page: 1,
      },
    }),
    'PUT /notifications/seen': () => ({ status: 200, data: {} }),
  });
  await renderScreen(<NotificationsPageRoute />, { path: '/notifications', user: SARA, lang: 'ar' });
  const list = await screen.findByRole('list', { name: 'الإشعارات' });
  const rows = within(list).getAllByRole('button');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveAttribute('data-unseen', 'true');
  expect(rows[1]).toHaveAttribute('data-unseen', 'false');
  // The username keeps its own direction inside the Arabic sentence (the shared bidi format isolates it).
  expect(within(rows[0]!).getByText(/omar/).textContent).toBe('\u2068omar\u2069');
  expect(api.callsTo('POST /notifications/fetch-all').map((c) => c.body)).toEqual([
    { limit: expect.any(Number), page: 1, checkSeen: false },
  ]);
  await waitFor(() => expect(api.callsTo('PUT /notifications/seen')).toHaveLength(1));
  expect(appStore.getState().notifications.rows.every((n) => n.is_seen)).toBe(true);
  api.restore();
});

test('a like of a comment says "liked your comment" and leads to the post\'s comments', async () => {
  const api = fakeApi({
    'POST /notifications/fetch-all': () => ({
      status: 200,
      data: { rows: [note('n1', { type: 'COMMENT_LIKE', post: { post_id: 'p9' } })], count: 1, page: 1 },
    }),
    'PUT /notifications/seen': () => ({ status: 200, data: {} }),
  });
  await renderScreen(<NotificationsPageRoute />, { path: '/notifications', user: SARA });
  const row = await screen.findByRole('button', { name: /omar liked your comment\./ });
  row.click();
  await waitFor(() =>
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/post?post_id=p9#comments'),
  );
  api.restore();
});

test('a mention reads like the others and leads to the post', async () => {
  const api = fakeApi({
    'POST /notifications/fetch-all': () => ({
      status: 200,
      data: { rows: [note('n1', { type: 'MENTION', post: { post_id: 'p9' } })], count: 1, page: 1 },
    }),
    'PUT /notifications/seen': () => ({ status: 200, data: {} }),
  });
  await renderScreen(<NotificationsPageRoute />, { path: '/notifications', user: SARA });
  const row = await screen.findByRole('button', { name: /omar mentioned you\./ });
  row.click();
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/post?post_id=p9'));
  api.restore();
});

test('a group of likes reads "omar and 4 others liked your post", in Arabic with its plural form', async () => {
  const rows = [
    note('n2', { type: 'LIKE', others_count: 4, post: { post_id: 'p1' } }),
    note('n1', { type: 'COMMENT_LIKE', others_count: 2, post: { post_id: 'p2' } }),
  ];
  const api = fakeApi({
    'POST /notifications/fetch-all': () => ({ status: 200, data: { rows, count: 2, page: 1 } }),
    'PUT /notifications/seen': () => ({ status: 200, data: {} }),
  });
  const en = await renderScreen(<NotificationsPageRoute />, { path: '/notifications', user: SARA });
  expect(await screen.findByRole('button', { name: /omar and 4 others liked your post\./ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /omar and 2 others liked your comment\./ })).toBeInTheDocument();
  en.unmount();
  await renderScreen(<NotificationsPageRoute />, { path: '/notifications', user: SARA, lang: 'ar' });
  expect(await screen.findByRole('button', { name: /و4 أشخاص آخرين بمنشورك\./ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /وشخصان آخران بتعليقك\./ })).toBeInTheDocument();
  api.restore();
});

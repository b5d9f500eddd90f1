import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jad/shared-ui';
import { makePost, person } from '@/test/fixtures';
import { fakeApi, renderScreen, SARA } from '@/test/render';
import type { PublicComment } from '@/lib/api-types';
import { PostPage } from './post-page';
import { apiFailure } from '@jad/shared-ui/test-utils';

beforeEach(() =>
  Object.assign(window, {
    IntersectionObserver: class {
      observe() {}
      disconnect() {}
    },
  }),
);

// The machine running the suites may be busy: wait longer than the default second for an answer to show.
const SLOW = { timeout: 5000 };

const comment = (id: string, fields: Partial<PublicComment> = {}): PublicComment => ({
  comment_id: id,
  post_id: 'p1',
  parent_id: null,
  body: `Comment ${id}`,
  created_at: new Date(Date.now() - 60_000).toISOString(),
  user: person('layla'),
  like_count: 0,
  reply_count: 0,
  liked: false,
  can_delete: false,
  is_author: false,
  ...fields,
});

test.each([
  [404, 'Post was not found.'],
  [400, 'Invalid id'],
])('answers %s from the api with the post not-found message', async (status, message) => {
  const api = fakeApi({ 'POST /posts/fetch': () => ({ status, data: { message } }) });
  await renderScreen(<PostPage />, { path: '/post?post_id=gone' });
  expect(await screen.findByText('This post was not found.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the feed' })).toHaveAttribute('href', '/feed');
  expect(api.callsTo('POST /posts/fetch')[0]!.body).toEqual({ post_id: 'gone' });
  api.restore();
});

test('shows the post with its comments; a reply goes under its comment and both counts rise', async () => {
  const api = fakeApi({
    'POST /posts/fetch': () => ({ status: 200, data: makePost('p1', { caption: 'Dhow cruise', comment_count: 1 }) }),
    'POST /comments/fetch-all': () => ({
      status: 200,
      data: { rows: [comment('c1', { body: 'Which operator?' })], next_cursor: null },
    }),
    'POST /comments': (body) => ({
      status: 201,
      data: comment('c2', {
        body: (body as { body: string }).body,
        parent_id: (body as { parent_id?: string }).parent_id ?? null,
        user: person('sara'),
        can_delete: true,
      }),
    }),
    'POST /questions/fetch-all': () => ({ status: 200, data: { rows: [], next_cursor: null } }),
  });
  await renderScreen(<PostPage />, { path: '/post?post_id=p1', user: SARA });
  expect(await screen.findByText('Dhow cruise')).toBeInTheDocument();
  expect(await screen.findByText('Which operator?')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Comment (1)' })).toBeInTheDocument();

  fireEvent.click(within(screen.getByTestId('comment')).getByRole('button', { name: 'Reply' }));
  expect(screen.getByText('Replying to @layla')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: 'Write a reply…' }), { target: { value: 'Al Mansour Dhow' } });
  fireEvent.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(api.callsTo('POST /comments')).toHaveLength(1));
  expect(api.callsTo('POST /comments')[0]!.body).toEqual({ post_id: 'p1', body: 'Al Mansour Dhow', parent_id: 'c1' });
  expect(await screen.findByText('Al Mansour Dhow')).toBeInTheDocument();
  expect(screen.getAllByTestId('comment')).toHaveLength(2);
  expect(screen.getByRole('tab', { name: 'Comments (2)' })).toBeInTheDocument();
  api.restore();
});

test('a visitor is offered sign-in instead of the comment box', async () => {
  const api = fakeApi({
    'POST /posts/fetch': () => ({ status: 200, data: makePost('p1') }),
    'POST /comments/fetch-all': () => ({ status: 200, data: { rows: [], next_cursor: null } }),
  });
  await renderScreen(<PostPage />, { path: '/post?post_id=p1' });
  expect(await screen.findByRole('button', { name: 'Sign in to join the conversation' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Add a comment…' })).toBeNull();
  api.restore();
});

test('a like shows at once and takes the api count; a refused comment says why under the box, once', async () => {
  const toasts: unknown[] = [];
  const off = bus.on('shell:toast-requested', (t) => void toasts.push(t));
  let releaseLike: (reply: { status: number; data: unknown }) => void = () => undefined;
  const api = fakeApi({
    'POST /posts/fetch': () => ({ status: 200, data: makePost('p1', { comment_count: 1 }) }),
    'POST /comments/fetch-all': () => ({
      status: 200,
      data: { rows: [comment('c1', { like_count: 2 })], next_cursor: null },
    }),
    'POST /likes': () => new Promise((resolve) => (releaseLike = resolve)),
    'POST /comments': () =>
      apiFailure(400, 'validation_failed', 'Some fields are not valid', [
        { field: 'body', code: 'invalid_characters', message: 'body contains characters that are not allowed' },
      ]),
  });
  await renderScreen(<PostPage />, { path: '/post?post_id=p1', user: SARA });
  const item = await screen.findByTestId('comment', undefined, SLOW);
  fireEvent.click(within(item).getByRole('button', { name: 'Like comment' }));
  expect(await within(item).findByRole('button', { name: 'Unlike comment' }, SLOW)).toBeInTheDocument();
  expect(item).toHaveTextContent('3 likes');
  expect(api.callsTo('POST /likes').map((c) => c.body)).toEqual([{ comment_id: 'c1' }]);
  await act(async () => releaseLike({ status: 200, data: { liked: true, like_count: 7 } }));
  await waitFor(() => expect(item).toHaveTextContent('7 likes'), SLOW);

  fireEvent.change(screen.getByRole('textbox', { name: 'Add a comment…' }), { target: { value: 'Hi <there>' } });
  fireEvent.click(screen.getByRole('button', { name: 'Post' }));
  expect(await screen.findByText('This contains characters that are not allowed', undefined, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Add a comment…' })).toHaveValue('Hi <there>');
  expect(toasts).toEqual([]);
  off();
  api.restore();
});

test('the replies of a comment load when asked for, a page at a time', async () => {
  const api = fakeApi({
    'POST /posts/fetch': () => ({ status: 200, data: makePost('p1', { comment_count: 4 }) }),
    'POST /comments/fetch-all': () => ({
      status: 200,
      data: { rows: [comment('c1', { reply_count: 3 })], next_cursor: null },
    }),
    'POST /comments/replies': (body) =>
      (body as { cursor?: string }).cursor === 'r2'
        ? { status: 200, data: { rows: [comment('r3', { parent_id: 'c1' })], next_cursor: null } }
        : {
            status: 200,
            data: { rows: [comment('r1', { parent_id: 'c1' }), comment('r2', { parent_id: 'c1' })], next_cursor: 'r2' },
          },
  });
  await renderScreen(<PostPage />, { path: '/post?post_id=p1', user: SARA });
  fireEvent.click(await screen.findByRole('button', { name: 'View 3 replies' }, SLOW));
  expect(await screen.findByText('Comment r2', undefined, SLOW)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'View 1 reply' }));
  expect(await screen.findByText('Comment r3', undefined, SLOW)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /View/ })).toBeNull();
  expect(api.callsTo('POST /comments/replies').map((c) => c.body)).toEqual([
    { comment_id: 'c1' },
    { comment_id: 'c1', cursor: 'r2' },
  ]);
  api.restore();
});

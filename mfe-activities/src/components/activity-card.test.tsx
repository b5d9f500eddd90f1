import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { appStore, bus } from '@jad/shared-ui';
import { mockApi, type ApiMock, type Body } from '@/test/api-mock';
import { summary } from '@/test/fixtures';
import { fail, ok, renderScreen } from '@/test/render';
import { ActivityCard } from './activity-card';

// The heart of a card (the detail page uses the same button): sign-in for visitors, an optimistic
// toggle for members that the store follows, and an undo when the api refuses.

let mock: ApiMock;
let postAnswer: (url: string, body: Body) => Promise<unknown>;

beforeEach(() => {
  act(() => appStore.getState().setField('wishlist', []));
  postAnswer = async (url, body) =>
    url === '/wishlist' ? ok({ activity_id: body.acid, is_wishlisted: true }) : fail(404);
  mock = mockApi((url, body) => postAnswer(url, body));
});
afterEach(() => mock.restore());

const heart = () => screen.getByTestId('wishlist-toggle');

test('a visitor who taps the heart goes to sign-in and comes back to this page; nothing is saved', async () => {
  const push = jest.spyOn(window.history, 'pushState');
  const view = await renderScreen(<ActivityCard activity={summary(7)} />, {
    path: '/activities?main=cruises',
    route: '/activities',
  });
  expect(heart()).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(heart());
  const target = String(push.mock.calls.at(-1)?.[2]);
  expect(target.startsWith('/auth/signin?')).toBe(true);
  expect(new URLSearchParams(target.split('?')[1]).get('callbackUrl')).toBe('/activities?main=cruises');
  expect(mock.post).not.toHaveBeenCalled();
  // The heart stays a link-free button: the card's link was not followed.
  expect(screen.queryByTestId('location')).toBeNull();
  push.mockRestore();
  view.unmount();
});

test('a member adds and removes: the api, the store and the card follow', async () => {
  const changes: boolean[] = [];
  const view = await renderScreen(<ActivityCard activity={summary(7)} onWishlistChange={(on) => changes.push(on)} />, {
    path: '/activities',
    signedIn: true,
  });
  expect(heart()).toHaveAccessibleName('Add Activity 7 to the wishlist');

  await act(async () => {
    fireEvent.click(heart());
  });
  expect(mock.post).toHaveBeenCalledWith('/wishlist', { acid: 'acid-7' });
  expect(heart()).toHaveAttribute('aria-pressed', 'true');
  expect(appStore.getState().wishlist.map((a) => a.activity_id)).toEqual(['acid-7']);

  await act(async () => {
    fireEvent.click(heart());
  });
  expect(mock.del).toHaveBeenCalledWith('/wishlist', { data: { acid: 'acid-7' } });
  expect(heart()).toHaveAttribute('aria-pressed', 'false');
  expect(appStore.getState().wishlist).toEqual([]);
  expect(changes).toEqual([true, false]);
  expect(screen.queryByTestId('location')).toBeNull();
  view.unmount();
});

test('the heart fills at once, before the api has answered, and waits for it before another toggle', async () => {
  let answer: (value: unknown) => void = () => undefined;
  postAnswer = (_url, body) =>
    new Promise((resolve) => {
      answer = () => resolve(ok({ activity_id: body.acid, is_wishlisted: true }));
    });
  const view = await renderScreen(<ActivityCard activity={summary(7)} />, { path: '/activities', signedIn: true });
  await act(async () => {
    fireEvent.click(heart());
  });
  expect(heart()).toHaveAttribute('aria-pressed', 'true');
  expect(heart()).toBeDisabled();
  expect(appStore.getState().wishlist).toEqual([]);
  await act(async () => answer(undefined));
  await waitFor(() => expect(heart()).toBeEnabled());
  expect(appStore.getState().wishlist.map((a) => a.activity_id)).toEqual(['acid-7']);
  view.unmount();
});

test('a refused toggle is undone and says so', async () => {
  postAnswer = () => fail(500, 'boom');
  const emit = jest.spyOn(bus, 'emit');
  const view = await renderScreen(<ActivityCard activity={summary(7)} />, {
    path: '/activities',
    signedIn: true,
    lang: 'ar',
  });
  await act(async () => {
    fireEvent.click(heart());
  });
  expect(heart()).toHaveAttribute('aria-pressed', 'false');
  expect(appStore.getState().wishlist).toEqual([]);
  expect(emit).toHaveBeenCalledWith('shell:toast-requested', expect.objectContaining({ severity: 'error' }));
  const [, payload] = emit.mock.calls.find(([name]) => name === 'shell:toast-requested') as [
    string,
    { message: string },
  ];
  expect(payload.message).toMatch(/[\u0600-\u06FF]/);
  emit.mockRestore();
  view.unmount();
});

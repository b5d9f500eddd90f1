import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@jad/shared-ui';
import { apiFailure, fakeApi, json, type FakeReply } from '@jad/shared-ui/test-utils';
import { renderScreen } from '@/test/render';
import { FavouriteButton } from './favourite-button';

// The hearts of the hotel cards and pages: one ids request for the whole page, a toggle that shows at once and is
// put back when the api refuses.

const Hearts = () => (
  <>
    <FavouriteButton hid="h1" name="Hotel 1" />
    <FavouriteButton hid="h2" name="Hotel 2" />
  </>
);
const heart = (name: string) => screen.getByRole('button', { name: new RegExp(`: ${name}$`) });

test('every heart reads one answer of the member ids', async () => {
  const api = fakeApi({ 'GET /hotels/favourites/ids': json({ hids: ['h1'] }) });
  const view = await renderScreen(<Hearts />, { path: '/hotels', signedIn: true });
  await waitFor(() => expect(heart('Hotel 1')).toHaveAttribute('aria-pressed', 'true'));
  expect(heart('Hotel 2')).toHaveAttribute('aria-pressed', 'false');
  expect(api.callsTo('GET /hotels/favourites/ids')).toHaveLength(1);
  view.unmount();
});

test('a saved heart fills before the api answers and keeps that state once it agrees', async () => {
  let answer: (reply: FakeReply) => void = () => undefined;
  const api = fakeApi({
    'GET /hotels/favourites/ids': json({ hids: ['h1'] }),
    'POST /hotels/favourites': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
  });
  const view = await renderScreen(<Hearts />, { path: '/hotels', signedIn: true });
  await waitFor(() => expect(heart('Hotel 1')).toHaveAttribute('aria-pressed', 'true'));
  await act(async () => {
    fireEvent.click(heart('Hotel 2'));
  });
  // The query cache tells its readers in a task of its own (TanStack's notify scheduler): wait for it, while the
  // api's answer is still held back.
  await waitFor(() => expect(heart('Hotel 2')).toHaveAttribute('aria-pressed', 'true'));
  expect(heart('Hotel 2')).toBeDisabled();
  expect(api.callsTo('POST /hotels/favourites').map((c) => c.body)).toEqual([{ hid: 'h2' }]);
  await act(async () => answer(json({ hid: 'h2' }, 201)));
  await waitFor(() => expect(heart('Hotel 2')).toBeEnabled());
  expect(heart('Hotel 2')).toHaveAttribute('aria-pressed', 'true');
  // The hearts keep what the toggle wrote: no second ids request.
  expect(api.callsTo('GET /hotels/favourites/ids')).toHaveLength(1);
  view.unmount();
});

test('a refused removal puts the heart back and says so in the member language', async () => {
  fakeApi({
    'GET /hotels/favourites/ids': json({ hids: ['h1'] }),
    'DELETE /hotels/favourites/h1': apiFailure(500, null, 'boom'),
  });
  const emit = jest.spyOn(bus, 'emit');
  const view = await renderScreen(<Hearts />, { path: '/hotels', signedIn: true, lang: 'ar' });
  await waitFor(() => expect(heart('Hotel 1')).toHaveAttribute('aria-pressed', 'true'));
  await act(async () => {
    fireEvent.click(heart('Hotel 1'));
  });
  await waitFor(() => expect(heart('Hotel 1')).toBeEnabled());
  expect(heart('Hotel 1')).toHaveAttribute('aria-pressed', 'true');
  const toast = emit.mock.calls.find(([event]) => event === 'shell:toast-requested')?.[1] as { message: string };
  expect(toast.message).not.toMatch(/[A-Za-z]/);
  emit.mockRestore();
  view.unmount();
});

test('a visitor makes no request', async () => {
  const api = fakeApi({});
  const view = await renderScreen(<Hearts />, { path: '/hotels' });
  expect(heart('Hotel 1')).toHaveAttribute('aria-pressed', 'false');
  expect(api.calls).toHaveLength(0);
  view.unmount();
});

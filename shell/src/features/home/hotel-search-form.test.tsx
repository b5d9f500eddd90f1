import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@jad/shared-ui';
import { queryClient } from '@jad/shared-ui/data';
import { fakeApi, renderInApp } from '@/test/render';
import { HotelSearchForm } from './hotel-search-form';
import { localIsoDate } from './hotel-search-query';
// Loaded up front so the lazy popover and suggestions resolve at once.
import './rooms-popover';
import './destination-options';

const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return localIsoDate(d);
};

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => queryClient.clear());

test('an empty search shows both required messages and stays on the page', async () => {
  await renderInApp(<HotelSearchForm />);
  fireEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
  const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
  expect(alerts).toEqual(['Please select destination', 'Please Select check-in and check-out dates']);
  expect(screen.getByLabelText('Destination')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Destination')).toHaveFocus();
  expect(window.location.pathname).toBe('/');
});

test('a complete search goes to the hotels results with the agreed query', async () => {
  await renderInApp(<HotelSearchForm />);
  fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'Dubai Marina' } });
  fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: inDays(3) } });
  fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: inDays(5) } });

  // Rooms: add a child (default age 5) to room 1, then a second room with one adult.
  fireEvent.click(screen.getByTestId('rooms-field'));
  const dialog = await screen.findByRole('dialog', { name: 'Rooms and guests' });
  fireEvent.click(screen.getAllByRole('button', { name: 'Add one: Children' })[0]!);
  fireEvent.change(screen.getByLabelText('Age of child 1 (years)'), { target: { value: '7' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add a room' }));
  const minus = screen.getAllByRole('button', { name: 'Remove one: Adults' });
  expect(minus[1]).toBeDisabled(); // the new room starts with 1 adult, the minimum
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(dialog).not.toBeInTheDocument();
  await act(async () => undefined);
  expect(screen.getByTestId('rooms-field')).toHaveTextContent('Rooms: 2 · Guests: 4');

  fireEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(`${window.location.pathname}${window.location.search}`).toBe(
    `/hotels?dest=Dubai%20Marina&checkin=${inDays(3)}&checkout=${inDays(5)}&rooms=2-7,1`,
  );
});

test('check-out before check-in is refused in Arabic too', async () => {
  await renderInApp(<HotelSearchForm />, 'ar');
  fireEvent.change(screen.getByLabelText('الوجهة'), { target: { value: 'دبي' } });
  fireEvent.change(screen.getByLabelText('تاريخ الوصول'), { target: { value: inDays(2) } });
  fireEvent.change(screen.getByLabelText('تاريخ المغادرة'), { target: { value: inDays(2) } });
  fireEvent.click(screen.getByRole('button', { name: 'ابحث عن فنادق' }));
  expect(screen.getByRole('alert')).toHaveTextContent('يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول');
  expect(window.location.pathname).toBe('/');
});

test('the destination box suggests what the hotels api finds for the typed text, in the page language', async () => {
  const api = fakeApi({
    'GET /hotels/destinations': (_body, call) => ({
      status: 200,
      data: {
        suggestions:
          call.params.q === 'مار'
            ? [
                { kind: 'area', label: 'دبي مارينا', sublabel: 'دبي' },
                { kind: 'hotel', label: 'فندق المارينا', sublabel: null },
                { kind: 'area', label: 'دبي مارينا', sublabel: 'دبي' },
              ]
            : [],
      },
    }),
  });
  await renderInApp(<HotelSearchForm />, 'ar');
  // Nothing is asked before the box is used.
  expect(api.calls).toHaveLength(0);
  const box = screen.getByLabelText('الوجهة');
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: 'مار' } });
  await waitFor(() => expect(document.querySelectorAll('#hero-destinations option')).toHaveLength(2));
  expect([...document.querySelectorAll('#hero-destinations option')].map((o) => o.getAttribute('value'))).toEqual([
    'دبي مارينا',
    'فندق المارينا',
  ]);
  expect(api.callsTo('GET /hotels/destinations').at(-1)?.params).toEqual({ q: 'مار', lang: 'ar' });
});

test('a failed suggestion call leaves the box without suggestions, and says nothing', async () => {
  const toasts = jest.fn();
  const off = bus.on('shell:toast-requested', toasts);
  const api = fakeApi({ 'GET /hotels/destinations': () => 'network' });
  await renderInApp(<HotelSearchForm />);
  const box = screen.getByLabelText('Destination');
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: 'Dub' } });
  await waitFor(() => expect(api.callsTo('GET /hotels/destinations')).toHaveLength(1));
  await act(async () => undefined);
  expect(document.querySelectorAll('#hero-destinations option')).toHaveLength(0);
  expect(toasts).not.toHaveBeenCalled();
  off();
});

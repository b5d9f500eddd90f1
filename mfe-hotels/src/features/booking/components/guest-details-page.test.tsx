import { act, fireEvent, screen } from '@testing-library/react';
import { api } from '@jad/shared-ui';
import { resetRates } from '@jad/shared-ui';
import { checkout, currencies } from '@/test/fixtures';
import { ok, renderScreen } from '@/test/render';
import { GuestDetailsPage, guestsPayload } from './guest-details-page';

let get: jest.SpyInstance;
let put: jest.SpyInstance;

beforeEach(() => {
  resetRates();
  get = jest
    .spyOn(api, 'get')
    .mockImplementation(((url: string) =>
      url === '/currencies'
        ? ok(currencies)
        : ok(checkout({ contact: null, room_guests: null }))) as unknown as typeof api.get);
  put = jest.spyOn(api, 'put').mockImplementation((() => ok(checkout())) as unknown as typeof api.put);
});
afterEach(() => {
  get.mockRestore();
  put.mockRestore();
});

test('needs the main guest (title, names, citizenship) before going on', async () => {
  const view = await renderScreen(<GuestDetailsPage />, { path: '/hotel/booking/details?checkout=c1' });
  await screen.findByTestId('guest-form');
  await act(async () => {
    fireEvent.click(screen.getByTestId('details-continue'));
  });
  expect(screen.getByTestId('main-guest-required')).toHaveTextContent('Main guest details needed');
  expect(put).not.toHaveBeenCalled();
  // The child of the search shows with its age; other guests are optional.
  expect(screen.getByText('Child, 5 years old')).toBeInTheDocument();
  view.unmount();
});

test('sends the main guest first and only the other guests who were named', () => {
  const c = checkout({
    stay: {
      checkin: '2030-03-20',
      checkout: '2030-03-22',
      nights: 2,
      rooms: [
        { adults: 2, children: [5] },
        { adults: 1, children: [] },
      ],
    },
  });
  const rooms = guestsPayload(c, {
    email: 'a@b.co',
    phone: '',
    title: 'mr',
    first: ' Omar ',
    last: 'Haddad',
    citizenship: 'JO',
    others: [
      [
        { first: '', last: '' },
        { first: 'Lina', last: 'Haddad' },
      ],
      [{ first: 'Sami', last: 'Q' }],
    ],
  });
  expect(rooms).toEqual([
    {
      guests: [
        { title: 'mr', first_name: 'Omar', last_name: 'Haddad', citizenship: 'JO' },
        { first_name: 'Lina', last_name: 'Haddad', is_child: true, age: 5 },
      ],
    },
    { guests: [{ first_name: 'Sami', last_name: 'Q' }] },
  ]);
});

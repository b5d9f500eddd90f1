import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetRates } from '@jad/shared-ui';
import type { CheckoutDto } from '@/lib/api-types';
import { apiFailure, fakeApi, json, type FakeCall } from '@jad/shared-ui/test-utils';
import { checkout, currencies } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { GuestDetailsPage, guestsPayload } from './guest-details-page';

const path = '/hotel/booking/details?checkout=c1';
const review = '/hotel/booking/review?checkout=0b6f4b64-1a5b-4c1e-9d43-2f0f3a9a2b11';
let saveReply: (req: FakeCall) => ReturnType<typeof json>;

beforeEach(() => {
  resetRates();
  window.history.replaceState(null, '', '/');
  saveReply = () => json(checkout());
});

function api(saved: CheckoutDto = checkout({ contact: null, room_guests: null })) {
  return fakeApi((req) => {
    if (req.url === '/currencies') return json(currencies);
    if (req.method === 'GET' && req.url === '/hotels/checkouts/c1') return json(saved);
    if (req.method === 'PUT' && req.url === `/hotels/checkouts/${saved.checkout_id}/guests`) return saveReply(req);
    return undefined;
  });
}

const puts = (requests: FakeCall[]) => requests.filter((r) => r.method === 'PUT');
const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function chooseOption(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

async function fillMainGuest() {
  await chooseOption(/Title/, 'Ms');
  fill('guest-first', ' Dana ');
  fill('guest-last', 'Traveller');
  await chooseOption(/Citizenship/, 'United Arab Emirates');
}

test('needs the main guest (title, names, citizenship) before going on, said once in its section', async () => {
  const { requests } = api();
  const view = await renderScreen(<GuestDetailsPage />, { path });
  await screen.findByTestId('guest-form');
  await act(async () => {
    fireEvent.click(screen.getByTestId('details-continue'));
  });
  // Said once, in the main guest's section; its empty fields turn red without saying it again.
  expect(screen.getByTestId('main-guest-required')).toHaveTextContent('Main guest details needed');
  expect(screen.queryByText('This field is required')).toBeNull();
  expect(screen.getByTestId('guest-first')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByTestId('guest-last')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
  expect(puts(requests())).toEqual([]);
  // The child of the search shows with its age; other guests are optional.
  expect(screen.getByText('Child, 5 years old')).toBeInTheDocument();
  view.unmount();
});

test('sends the guests and the contact through the api, then goes to the review step', async () => {
  const { requests } = api();
  const view = await renderScreen(<GuestDetailsPage />, { path, signedIn: true });
  await screen.findByTestId('guest-form');
  await fillMainGuest();
  fill('contact-phone', '050 123 4567');
  await act(async () => {
    fireEvent.click(screen.getByTestId('details-continue'));
  });
  await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe(review));
  const [put] = puts(requests());
  expect(put?.headers['x-csrf-token']).toBe('csrf');
  expect(put?.body).toEqual({
    contact: { email: 'sara@example.com', phone: '050 123 4567' },
    rooms: [{ guests: [{ title: 'ms', first_name: 'Dana', last_name: 'Traveller', citizenship: 'AE' }] }],
  });
  view.unmount();
});

test('a phone that is not a real number is flagged under the phone field, in Arabic on an Arabic screen', async () => {
  const { requests } = api();
  const view = await renderScreen(<GuestDetailsPage />, { path, signedIn: true, lang: 'ar' });
  await screen.findByTestId('guest-form');
  fill('contact-phone', '12');
  fireEvent.blur(screen.getByTestId('contact-phone'));
  const phone = screen.getByTestId('contact-phone').closest('.MuiFormControl-root') as HTMLElement;
  await waitFor(() => expect(phone.querySelector('.Mui-error')).not.toBeNull());
  expect(phone.textContent).not.toMatch(/[A-Za-z]{3}/);
  expect(puts(requests())).toEqual([]);
  view.unmount();
});

test('the api’s field errors land under their fields and nothing else is said', async () => {
  saveReply = () =>
    apiFailure(400, 'validation_failed', 'Some fields are not valid', [
      { field: 'contact.email', code: 'invalid_email', message: 'Invalid email address' },
    ]);
  api();
  const view = await renderScreen(<GuestDetailsPage />, { path, signedIn: true });
  await screen.findByTestId('guest-form');
  await fillMainGuest();
  await act(async () => {
    fireEvent.click(screen.getByTestId('details-continue'));
  });
  expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(window.location.pathname).not.toBe('/hotel/booking/review');
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
    contact: { email: 'a@b.co', phone: '' },
    title: 'mr',
    first: 'Omar',
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

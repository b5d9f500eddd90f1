import { act, fireEvent, screen, within } from '@testing-library/react';
import { resetRates } from '@jad/shared-ui';
import { apiFailure, fakeApi, json, type FakeResult, type FakeCall } from '@jad/shared-ui/test-utils';
import { checkout, currencies } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { PaymentPage } from './payment-page';

beforeEach(() => resetRates());

const paid = () => json({ outcome: 'confirmed', order_id: 'o1', checkout: checkout() });

/** The api with this answer to POST …/pay; returns the bodies it was sent. */
function api(pay: () => FakeResult | Promise<FakeResult>) {
  const { requests } = fakeApi((req) => {
    if (req.url === '/currencies') return json(currencies);
    if (req.method === 'GET' && req.url === '/hotels/checkouts/c1') return json(checkout());
    if (req.method === 'POST' && req.url === `/hotels/checkouts/${checkout().checkout_id}/pay`) return pay();
    return undefined;
  });
  return () =>
    requests()
      .filter((r: FakeCall) => r.method === 'POST')
      .map((r) => r.body);
}

/** The form is shown and the card fields (a lazy chunk of shared-ui) are in. */
async function ready() {
  await screen.findByTestId('payment-form');
  await screen.findByTestId('card-number');
}

/** Types the card as a traveller would (the fields format it). */
function fill({ holder = 'Amal Haddad', number = '4242424242424242', expiry = '1239', cvc = '123' } = {}) {
  fireEvent.change(screen.getByTestId('card-holder'), { target: { value: holder } });
  fireEvent.change(screen.getByTestId('card-number'), { target: { value: number } });
  fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: expiry } });
  fireEvent.change(screen.getByTestId('card-cvc'), { target: { value: cvc } });
}

async function fillAndPay(card: Parameters<typeof fill>[0] = {}) {
  fill(card);
  await act(async () => {
    fireEvent.click(screen.getByTestId('pay'));
  });
}

test('shows the amount fixed at prebook in its currency, and sends the card once on a double click', async () => {
  let release: (v: FakeResult) => void = () => undefined;
  const sent = api(() => new Promise<FakeResult>((r) => (release = r)));
  const view = await renderScreen(<PaymentPage />, { path: '/hotel/booking/payment?checkout=c1' });
  await ready();
  expect(screen.getByTestId('pay')).toHaveTextContent('Pay KWD 89.345');
  expect(screen.getByTestId('test-cards')).toHaveTextContent(
    'Test cards: 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined), 4000 0000 0000 0119 (fails once).',
  );
  fill();
  expect(screen.getByTestId('card-number')).toHaveValue('4242 4242 4242 4242');
  expect(screen.getByTestId('card-expiry')).toHaveValue('12/39');
  await act(async () => {
    fireEvent.click(screen.getByTestId('pay'));
    fireEvent.click(screen.getByTestId('pay'));
  });
  expect(sent()).toEqual([
    { card: { holder: 'Amal Haddad', number: '4242424242424242', expiry: '12/39', cvc: '123' } },
  ]);
  await act(async () => release(paid()));
  expect(window.location.pathname).toBe('/hotel/payment/result');
  view.unmount();
});

test('sends the traveller back to room selection when the price changed', async () => {
  api(() => apiFailure(409, 'price_changed', 'The price has changed for this room'));
  const view = await renderScreen(<PaymentPage />, { path: '/hotel/booking/payment?checkout=c1' });
  await ready();
  await fillAndPay();
  const alert = screen.getByTestId('payment-failure');
  expect(alert).toHaveTextContent('The price has changed for this room');
  expect(screen.getByRole('link', { name: 'Choose a room again' })).toHaveAttribute(
    'href',
    '/hotel?hid=hid-1&checkin=2030-03-20&checkout=2030-03-22&rooms=2-5',
  );
  view.unmount();
});

test('asks for the name and the whole card before calling the api, naming each field', async () => {
  const sent = api(paid);
  const view = await renderScreen(<PaymentPage />, { path: '/hotel/booking/payment?checkout=c1' });
  await ready();
  // Nothing is flagged while the card is typed, only once Pay is pressed.
  expect(screen.queryByText('Enter 12 to 19 digits')).toBeNull();
  await fillAndPay({ holder: ' ', number: '42', expiry: '', cvc: '' });
  expect(screen.getByText('This field is required')).toBeInTheDocument();
  expect(screen.getByText('Enter 12 to 19 digits')).toBeInTheDocument();
  expect(screen.getByText('Use MM/YY, not in the past')).toBeInTheDocument();
  expect(screen.getByText('3 or 4 digits')).toBeInTheDocument();
  const lastYear = String((new Date().getFullYear() - 1) % 100).padStart(2, '0');
  await fillAndPay({ expiry: `12${lastYear}` });
  expect(screen.queryByText('This field is required')).toBeNull();
  expect(screen.queryByText('Enter 12 to 19 digits')).toBeNull();
  expect(screen.getByText('Use MM/YY, not in the past')).toBeInTheDocument();
  await fillAndPay({ cvc: '12' });
  expect(screen.getByText('3 or 4 digits')).toBeInTheDocument();
  expect(sent()).toEqual([]);
  await fillAndPay({ cvc: '1234' });
  expect(sent()).toEqual([
    { card: { holder: 'Amal Haddad', number: '4242424242424242', expiry: '12/39', cvc: '1234' } },
  ]);
  view.unmount();
});

test("shows the api's refusal of a card on the form", async () => {
  api(() => apiFailure(400, null, 'card.expiry: The card has expired'));
  const view = await renderScreen(<PaymentPage />, { path: '/hotel/booking/payment?checkout=c1' });
  await ready();
  await fillAndPay();
  expect(screen.getByTestId('payment-failure')).toHaveTextContent('card.expiry: The card has expired');
  expect(screen.queryByRole('link', { name: 'Choose a room again' })).toBeNull();
  view.unmount();
});

test('the api’s objection to the name on the card shows under that field, and nowhere else', async () => {
  api(() =>
    apiFailure(400, 'validation_failed', 'Some fields are not valid', [
      { field: 'card.holder', code: 'too_long', message: 'Too long', params: { max: 100 } },
    ]),
  );
  const view = await renderScreen(<PaymentPage />, { path: '/hotel/booking/payment?checkout=c1' });
  await ready();
  await fillAndPay();
  expect(await screen.findByText('Must be at most 100 characters')).toBeInTheDocument();
  expect(screen.queryByTestId('payment-failure')).toBeNull();
  view.unmount();
});

test('in Arabic the card fields speak Arabic and keep their digits left to right', async () => {
  api(paid);
  const view = await renderScreen(<PaymentPage />, { path: '/hotel/booking/payment?checkout=c1', lang: 'ar' });
  await ready();
  expect(screen.getByLabelText(/رقم البطاقة/)).toBe(screen.getByTestId('card-number'));
  expect(screen.getByLabelText(/تاريخ الانتهاء/)).toHaveAttribute('dir', 'ltr');
  // The test cards are isolated left to right: bare, their groups would show in reverse order.
  const cards = within(screen.getByTestId('test-cards')).getAllByText(/^[\d ]+$/);
  expect(cards.map((c) => [c.tagName, c.getAttribute('dir'), c.textContent])).toEqual([
    ['BDI', 'ltr', '4242 4242 4242 4242'],
    ['BDI', 'ltr', '4000 0000 0000 0002'],
    ['BDI', 'ltr', '4000 0000 0000 0119'],
  ]);
  await fillAndPay({ holder: '', number: '42', expiry: '', cvc: '' });
  expect(screen.getByText('أدخل من 12 إلى 19 رقمًا')).toBeInTheDocument();
  expect(screen.getByText('3 أو 4 أرقام')).toBeInTheDocument();
  view.unmount();
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetRates } from '@jad/shared-ui';
import { apiFailure, fakeApi, json, type FakeResult, type FakeCall } from '@jad/shared-ui/test-utils';
import { checkout, currencies } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { PaymentPage } from './payment-page';

beforeEach(() => resetRates());

const paid = () => json({ outcome: 'confirmed', order_id: 'o1', checkout: checkout() });

/** The api with these answers to POST …/pay (and the built-in gateway's config and challenge); returns the pay bodies. */
function api(pay: () => FakeResult | Promise<FakeResult>, challenge: 'succeeded' | 'declined' = 'succeeded') {
  const { requests } = fakeApi((req) => {
    if (req.url === '/currencies') return json(currencies);
    if (req.url === '/payments/config') return json({ provider: 'test-cards', publishable_key: null });
    if (req.url === '/payments/test/authenticate') return json({ status: challenge });
    if (req.method === 'GET' && req.url === '/hotels/checkouts/c1') return json(checkout());
    if (req.method === 'POST' && req.url === `/hotels/checkouts/${checkout().checkout_id}/pay`) return pay();
    return undefined;
  });
  return () =>
    requests()
      .filter((r: FakeCall) => r.method === 'POST' && r.url.endsWith('/pay'))
      .map((r) => r.body);
}

/** The form is shown and the card entry (a lazy chunk of shared-ui) is in. */
async function ready() {
  await screen.findByTestId('payment-form');
  await screen.findByTestId('card-number', {}, { timeout: 5000 });
}

/** Types the card as a traveller would (the fields format it). */
function fill({ number = '4242424242424242', expiry = '1239', cvc = '123' } = {}) {
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

test('shows the amount fixed at prebook, sends the PaymentMethod (never the card) once on a double click', async () => {
  let release: (v: FakeResult) => void = () => undefined;
  const sent = api(() => new Promise<FakeResult>((r) => (release = r)));
  const view = await renderScreen(<PaymentPage />, { path: '/hotel/booking/payment?checkout=c1' });
  await ready();
  expect(screen.getByTestId('pay')).toHaveTextContent('Pay KWD 89.345');
  expect(screen.getByTestId('test-cards')).toHaveTextContent('Test mode: no real card is charged.');
  fill();
  expect(screen.getByTestId('card-number')).toHaveValue('4242 4242 4242 4242');
  await act(async () => {
    fireEvent.click(screen.getByTestId('pay'));
    fireEvent.click(screen.getByTestId('pay'));
  });
  await waitFor(() => expect(sent()).toEqual([{ payment_method: 'pm_card_visa' }]));
  await act(async () => release(paid()));
  await waitFor(() => expect(window.location.pathname).toBe('/hotel/payment/result'));
  view.unmount();
});

test('3-D Secure: the challenge is approved in the browser, then the same PaymentMethod books', async () => {
  const answers = [
    json({ outcome: 'requires_action', order_id: 'o1', checkout: checkout(), client_secret: 'tc_1_secret_x' }),
    paid(),
  ];
  const sent = api(() => answers.shift() ?? paid());
  const view = await renderScreen(<PaymentPage />, { path: '/hotel/booking/payment?checkout=c1' });
  await ready();
  await fillAndPay({ number: '4000 0027 6000 3184' });
  expect(await screen.findByText('Confirm with your bank')).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByTestId('challenge-approve'));
  });
  await waitFor(() => expect(window.location.pathname).toBe('/hotel/payment/result'));
  expect(sent()).toEqual([
    { payment_method: 'pm_card_authenticationRequired' },
    { payment_method: 'pm_card_authenticationRequired' },
  ]);
  view.unmount();
});

test('3-D Secure failed: stays on the payment step and says nothing was charged', async () => {
  const sent = api(
    () => json({ outcome: 'requires_action', order_id: 'o1', checkout: checkout(), client_secret: 'tc_1_secret_x' }),
    'declined',
  );
  const view = await renderScreen(<PaymentPage />, { path: '/hotel/booking/payment?checkout=c1' });
  await ready();
  await fillAndPay({ number: '4000002760003184' });
  await act(async () => {
    fireEvent.click(await screen.findByTestId('challenge-fail'));
  });
  expect(await screen.findByTestId('card-problem')).toHaveTextContent('Nothing was charged');
  expect(sent()).toHaveLength(1);
  expect(screen.getByTestId('payment-form')).toBeInTheDocument();
  view.unmount();
});

test('sends the traveller back to room selection when the price changed', async () => {
  api(() => apiFailure(409, 'price_changed', 'The price has changed for this room'));
  const view = await renderScreen(<PaymentPage />, { path: '/hotel/booking/payment?checkout=c1' });
  await ready();
  await fillAndPay();
  const alert = await screen.findByTestId('payment-failure');
  expect(alert).toHaveTextContent('The price has changed for this room');
  expect(screen.getByRole('link', { name: 'Choose a room again' })).toHaveAttribute(
    'href',
    '/hotel?hid=hid-1&checkin=2030-03-20&checkout=2030-03-22&rooms=2-5',
  );
  view.unmount();
});

test('asks for the whole card before calling the api, naming each field', async () => {
  const sent = api(paid);
  const view = await renderScreen(<PaymentPage />, { path: '/hotel/booking/payment?checkout=c1' });
  await ready();
  // Nothing is flagged while the card is typed, only once Pay is pressed.
  expect(screen.queryByText('Enter 12 to 19 digits')).toBeNull();
  await fillAndPay({ number: '42', expiry: '', cvc: '' });
  expect(screen.getByText('Enter 12 to 19 digits')).toBeInTheDocument();
  expect(screen.getByText('Use MM/YY, not in the past')).toBeInTheDocument();
  expect(screen.getByText('3 or 4 digits')).toBeInTheDocument();
  await fillAndPay({ cvc: '12' });
  expect(screen.getByText('3 or 4 digits')).toBeInTheDocument();
  expect(sent()).toEqual([]);
  await fillAndPay({ cvc: '1234' });
  await waitFor(() => expect(sent()).toEqual([{ payment_method: 'pm_card_visa' }]));
  view.unmount();
});

test("shows the api's refusal on the form", async () => {
  api(() => apiFailure(400, null, 'payment_method: must be a payment method id'));
  const view = await renderScreen(<PaymentPage />, { path: '/hotel/booking/payment?checkout=c1' });
  await ready();
  await fillAndPay();
  expect(await screen.findByTestId('payment-failure')).toHaveTextContent('must be a payment method id');
  expect(screen.queryByRole('link', { name: 'Choose a room again' })).toBeNull();
  view.unmount();
});

test('in Arabic the card entry speaks Arabic and keeps its digits left to right', async () => {
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
    ['BDI', 'ltr', '4000 0027 6000 3184'],
  ]);
  await fillAndPay({ number: '42', expiry: '', cvc: '' });
  expect(screen.getByText('أدخل من 12 إلى 19 رقمًا')).toBeInTheDocument();
  expect(screen.getByText('3 أو 4 أرقام')).toBeInTheDocument();
  view.unmount();
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ActivityOrder } from '@/lib/api-types';
import { mockApi, type ApiMock, type Body } from '@/test/api-mock';
import { fail, ok, renderScreen } from '@/test/render';
import { CheckoutPage } from './checkout-page';

const order = (patch: Partial<ActivityOrder> = {}): ActivityOrder => ({
  order_id: 'order-1',
  status: 'pending',
  activity: {
    activity_id: 'acid-1',
    name_en: 'Evening Desert Safari',
    name_ar: 'سفاري',
    horizontal_thumbnail: '/img.svg',
  },
  branch: { branch_id: 'b-1', name_en: 'Red Dunes Camp', name_ar: 'مخيم', area: 'Lahbab' },
  visit_date: '2026-12-01',
  tickets: [
    { band: 'adult', quantity: 2, unit_price_minor: 18_500, subtotal_minor: 37_000 },
    { band: 'child', quantity: 1, unit_price_minor: 12_000, subtotal_minor: 12_000 },
  ],
  amount_minor: 49_000,
  currency: 'USD',
  display_amount_minor: 13_343,
  contact_name: 'Sara A',
  contact_email: 'sara@example.com',
  payment: null,
  created_at: '2026-11-22T10:00:00.000Z',
  fx_rate: 0.2723,
  refund_minor: null,
  cancelled_at: null,
  free_cancellation_hours: 24,
  ...patch,
});

let mock: ApiMock;
let pay: (body: Body) => Promise<unknown>;
/** The built-in gateway's answer to the 3-D Secure challenge. */
let challenge: 'succeeded' | 'declined';
/** The order as /activities/orders/fetch answers it. */
let fetched: () => ActivityOrder;

beforeEach(() => {
  pay = async () => ok({ order: order({ status: 'confirmed' }), payment: { status: 'succeeded', error: null } });
  challenge = 'succeeded';
  fetched = () => order();
  mock = mockApi(
    (url, body) => {
      if (url === '/activities/orders/fetch')
        return body.order_id === 'order-1' ? ok(fetched()) : fail(404, 'Order was not found.');
      if (url === '/activities/orders/pay') return pay(body);
      if (url === '/payments/test/authenticate') return ok({ status: challenge });
      return fail(404);
    },
    (url) => (url === '/payments/config' ? ok({ provider: 'test-cards', publishable_key: null }) : ok([])),
  );
});

const path = '/activities/checkout?order_id=order-1';
const payCalls = () => mock.post.mock.calls.filter(([url]) => url === '/activities/orders/pay');

/** Types the card as a traveller would (the fields format it) and presses Pay. */
async function submitCard(number: string, expiry = '1239', cvc = '123') {
  fireCard(number, expiry, cvc);
  await act(async () => {
    fireEvent.click(screen.getByTestId('pay'));
  });
}

function fireCard(number: string, expiry: string, cvc: string) {
  fireEvent.change(screen.getByTestId('card-number'), { target: { value: number } });
  fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: expiry } });
  fireEvent.change(screen.getByTestId('card-cvc'), { target: { value: cvc } });
}

/** The order is shown and the card entry (a lazy chunk of shared-ui) is in. */
async function ready() {
  await screen.findByTestId('order-total');
  await screen.findByTestId('card-number', {}, { timeout: 5000 });
}

test('shows the order with the price as shown and as charged, and pays it once, then confirms', async () => {
  const view = await renderScreen(<CheckoutPage />, { path, route: '/activities/checkout', signedIn: true });
  expect(await screen.findByTestId('order-total')).toHaveTextContent(/USD\s133\.43/);
  expect(screen.getByText(/Charged in dirhams: AED\s490\.00/)).toBeInTheDocument();
  expect(screen.getByText('2 × Adult')).toBeInTheDocument();
  // The lines are in the currency of the total and add up to it: 100.75 + 32.68 = 133.43.
  expect(screen.getByText('2 × Adult').nextElementSibling).toHaveTextContent(/^USD\s100\.75$/);
  expect(screen.getByText('1 × Child').nextElementSibling).toHaveTextContent(/^USD\s32\.68$/);
  await screen.findByTestId('card-number', {}, { timeout: 5000 });
  fireCard('4242424242424242', '1239', '123');
  await act(async () => {
    fireEvent.click(screen.getByTestId('pay'));
    fireEvent.click(screen.getByTestId('pay'));
  });
  // The card was tokenised in the browser: the api gets its PaymentMethod, never the number.
  await waitFor(() =>
    expect(payCalls()).toEqual([['/activities/orders/pay', { order_id: 'order-1', payment_method: 'pm_card_visa' }]]),
  );
  expect(await screen.findByTestId('location')).toHaveTextContent('/activities/booking/confirmed?order_id=order-1');
  view.unmount();
});

test('a declined card leads to the failure page', async () => {
  pay = async () =>
    ok({
      order: order({ status: 'payment_failed', payment: { status: 'declined', error: 'Your card was declined' } }),
      payment: { status: 'declined', error: 'Your card was declined' },
    });
  const view = await renderScreen(<CheckoutPage />, { path, route: '/activities/checkout', signedIn: true });
  await ready();
  await submitCard('4000 0000 0000 0002');
  expect(await screen.findByTestId('location')).toHaveTextContent('/activities/booking/failed?order_id=order-1');
  expect(payCalls()[0]?.[1]).toEqual({ order_id: 'order-1', payment_method: 'pm_card_visa_chargeDeclined' });
  view.unmount();
});

test('a card that failed to process stays here with the reason, and the retry goes through', async () => {
  let attempts = 0;
  pay = async () => {
    attempts += 1;
    return attempts === 1
      ? ok({
          order: order(),
          payment: { status: 'failed', error: 'The payment could not be processed. Please try again' },
        })
      : ok({ order: order({ status: 'confirmed' }), payment: { status: 'succeeded', error: null } });
  };
  const view = await renderScreen(<CheckoutPage />, { path, route: '/activities/checkout', signedIn: true });
  await ready();
  await submitCard('4000 0000 0000 0119');
  expect(await screen.findByTestId('payment-problem')).toHaveTextContent(
    'The payment could not be processed. Please try again',
  );
  await act(async () => {
    fireEvent.click(screen.getByTestId('pay'));
  });
  expect(await screen.findByTestId('location')).toHaveTextContent('/activities/booking/confirmed?order_id=order-1');
  view.unmount();
});

test('3-D Secure: the challenge is approved here, then the same PaymentMethod confirms the order', async () => {
  let attempts = 0;
  pay = async () => {
    attempts += 1;
    return attempts === 1
      ? ok({ order: order(), payment: { status: 'requires_action', error: null, client_secret: 'tc_1_secret_x' } })
      : ok({ order: order({ status: 'confirmed' }), payment: { status: 'succeeded', error: null } });
  };
  const view = await renderScreen(<CheckoutPage />, { path, route: '/activities/checkout', signedIn: true });
  await ready();
  await submitCard('4000 0027 6000 3184');
  expect(await screen.findByText('Confirm with your bank')).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByTestId('challenge-approve'));
  });
  expect(await screen.findByTestId('location')).toHaveTextContent('/activities/booking/confirmed?order_id=order-1');
  expect(payCalls().map(([, body]) => body)).toEqual([
    { order_id: 'order-1', payment_method: 'pm_card_authenticationRequired' },
    { order_id: 'order-1', payment_method: 'pm_card_authenticationRequired' },
  ]);
  view.unmount();
});

test('3-D Secure failed (in Arabic): stays on the checkout, says nothing was charged, pays nothing more', async () => {
  pay = async () =>
    ok({ order: order(), payment: { status: 'requires_action', error: null, client_secret: 'tc_1_secret_x' } });
  challenge = 'declined';
  const view = await renderScreen(<CheckoutPage />, {
    path,
    route: '/activities/checkout',
    signedIn: true,
    lang: 'ar',
  });
  await ready();
  await submitCard('4000 0027 6000 3184');
  expect(await screen.findByText('التأكيد مع مصرفك')).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByTestId('challenge-fail'));
  });
  expect(await screen.findByTestId('card-problem')).toHaveTextContent('لم يُخصم أي مبلغ');
  expect(payCalls()).toHaveLength(1);
  expect(screen.queryByTestId('location')).toBeNull();
  view.unmount();
});

test('back after a declined card, a failed 3-D Secure shows one message: the challenge one, not the old decline', async () => {
  // The order as the last visit left it: its card was declined; the checkout refetches it after each attempt.
  const declined = order({
    status: 'payment_failed',
    payment: { status: 'declined', error: 'Your card was declined' },
  });
  fetched = () => declined;
  pay = async () =>
    ok({ order: declined, payment: { status: 'requires_action', error: null, client_secret: 'tc_1_secret_x' } });
  challenge = 'declined';
  const view = await renderScreen(<CheckoutPage />, { path, route: '/activities/checkout', signedIn: true });
  await ready();
  expect(screen.getByTestId('previous-declined')).toHaveTextContent('The last card was declined');
  await submitCard('4000 0027 6000 3184');
  await act(async () => {
    fireEvent.click(await screen.findByTestId('challenge-fail'));
  });
  expect(await screen.findByTestId('card-problem')).toBeInTheDocument();
  expect(screen.queryByTestId('previous-declined')).toBeNull();
  expect(screen.queryByTestId('payment-problem')).toBeNull();
  // Counted with the challenge dialog still closing (it hides the rest of the page from the accessibility tree).
  expect(screen.getAllByRole('alert', { hidden: true })).toHaveLength(1);
  view.unmount();
});

test('asks for the whole card before calling the api: number, an expiry not in the past, a CVC', async () => {
  const view = await renderScreen(<CheckoutPage />, { path, route: '/activities/checkout', signedIn: true });
  await ready();
  // Nothing is flagged while the card is typed, only once Pay is pressed.
  expect(screen.queryByText('Enter 12 to 19 digits')).toBeNull();
  await submitCard('42', '', '');
  expect(screen.getByText('Enter 12 to 19 digits')).toBeInTheDocument();
  expect(screen.getByText('Use MM/YY, not in the past')).toBeInTheDocument();
  expect(screen.getByText('3 or 4 digits')).toBeInTheDocument();
  const lastYear = String((new Date().getFullYear() - 1) % 100).padStart(2, '0');
  await submitCard('4242424242424242', `12${lastYear}`, '123');
  expect(screen.queryByText('Enter 12 to 19 digits')).toBeNull();
  expect(screen.getByText('Use MM/YY, not in the past')).toBeInTheDocument();
  await submitCard('4242424242424242', '1239', '12');
  expect(screen.getByText('3 or 4 digits')).toBeInTheDocument();
  expect(payCalls()).toHaveLength(0);
  await submitCard('4242424242424242', '1239', '1234');
  await waitFor(() => expect(payCalls()).toHaveLength(1));
  expect(payCalls()[0][1]).toEqual({ order_id: 'order-1', payment_method: 'pm_card_visa' });
  view.unmount();
});

test("shows the server's refusal, and an unknown order as not found", async () => {
  pay = () => fail(400, 'payment_method: must be a payment method id');
  const view = await renderScreen(<CheckoutPage />, { path, route: '/activities/checkout', signedIn: true });
  await ready();
  await submitCard('4242424242424242');
  expect(await screen.findByTestId('payment-problem')).toHaveTextContent('must be a payment method id');
  view.unmount();

  const missing = await renderScreen(<CheckoutPage />, {
    path: '/activities/checkout?order_id=nope',
    route: '/activities/checkout',
    signedIn: true,
  });
  expect(await screen.findByText('Order was not found.')).toBeInTheDocument();
  missing.unmount();
});

test('in Arabic the e-mail, the card fields and the four test card numbers keep their left-to-right order', async () => {
  const view = await renderScreen(<CheckoutPage />, {
    path,
    route: '/activities/checkout',
    signedIn: true,
    lang: 'ar',
  });
  await ready();
  expect(screen.getByLabelText(/تاريخ الانتهاء/)).toHaveAttribute('dir', 'ltr');
  await submitCard('42', '', '');
  expect(screen.getByText('أدخل من 12 إلى 19 رقمًا')).toBeInTheDocument();
  expect(screen.getByText('3 أو 4 أرقام')).toBeInTheDocument();
  const email = screen.getByText('sara@example.com');
  expect(email.tagName).toBe('BDI');
  expect(email.parentElement).toHaveTextContent('تذاكر باسم Sara A، تُرسل إلى sara@example.com');
  const cards = [...screen.getByTestId('test-cards').querySelectorAll('bdi')];
  expect(cards.map((c) => [c.textContent, c.getAttribute('dir')])).toEqual([
    ['4242 4242 4242 4242', 'ltr'],
    ['4000 0000 0000 0002', 'ltr'],
    ['4000 0000 0000 0119', 'ltr'],
    ['4000 0027 6000 3184', 'ltr'],
  ]);
  expect(screen.getByTestId('test-cards')).toHaveTextContent('لتفشل مرة ثم تنجح');
  view.unmount();
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@jad/shared-ui';
import type { ConfirmPlanResponse, PlanPaymentItem } from '@/lib/plan-types';
import { plan } from '@/test/fixtures';
import { fail, fakeApi, ok, renderScreen, type FakeApi } from '@/test/render';
import { ConfirmDialog } from './confirm-dialog';

// The plan's checkout: the card entered in shared-ui's CardPayment (the built-in test element here), its
// PaymentMethod sent to /plans/confirm, and 3-D Secure completed in the dialog.

let api: FakeApi;
let answer: () => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>;
let challenge: 'succeeded' | 'declined';
const confirmCalls = () => api.callsTo('POST /plans/confirm');

const paidItem = (n: number, charged: number): PlanPaymentItem => ({
  item_id: `item-${n}`,
  outcome: 'paid',
  order_id: `order-${n}`,
  charged_minor: charged,
  reason_code: null,
  reason: null,
});
const unpaidItem = (n: number, code: PlanPaymentItem['reason_code'], reason: string): PlanPaymentItem => ({
  item_id: `item-${n}`,
  outcome: 'not_paid',
  order_id: null,
  charged_minor: 0,
  reason_code: code,
  reason,
});
/** The api's payment summary for these item outcomes (as pay-service.ts sums them). */
function payment(
  status: ConfirmPlanResponse['payment']['status'],
  items: PlanPaymentItem[],
): ConfirmPlanResponse['payment'] {
  const notPaid = items.filter((i) => i.outcome === 'not_paid');
  return {
    status,
    paid_items: items.length - notPaid.length,
    charged_minor: items.reduce((sum, i) => sum + i.charged_minor, 0),
    currency: 'AED',
    items,
    failures: notPaid.map((i) => ({ item_id: i.item_id, message: i.reason ?? '' })),
  };
}
/** The amount as the dialog formats it, with the spaces toHaveTextContent sees (Intl puts a no-break space). */
const money = (minor: number, lang: 'en' | 'ar') => formatMoney(minor, 'AED', lang).replace(/\s+/g, ' ');
const SUCCEEDED = payment('succeeded', [paidItem(1, 10000), paidItem(2, 20000), paidItem(3, 30000)]);

beforeEach(() => {
  answer = () => ok<ConfirmPlanResponse>({ plan: plan({ status: 'confirmed' }), payment: SUCCEEDED });
  challenge = 'succeeded';
  api = fakeApi({
    'POST /plans/confirm': () => answer(),
    'GET /payments/config': () => ok({ provider: 'test-cards', publishable_key: null }),
    'POST /payments/test/authenticate': () => ok({ status: challenge }),
  });
});
afterEach(() => api.restore());

async function openDialog(lang: 'en' | 'ar' = 'en') {
  const done = jest.fn();
  const close = jest.fn();
  const view = await renderScreen(
    <ConfirmDialog
      plan={plan()}
      money={(minor) => `AED ${(minor / 100).toFixed(2)}`}
      open
      onClose={close}
      onDone={done}
    />,
    { lang },
  );
  await screen.findByTestId('card-number', {}, { timeout: 5000 });
  return { view, done, close };
}

function fill(number: string, expiry: string, cvc: string) {
  fireEvent.change(screen.getByTestId('card-number'), { target: { value: number } });
  fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: expiry } });
  fireEvent.change(screen.getByTestId('card-cvc'), { target: { value: cvc } });
}

async function payWith(number: string, expiry = '1239', cvc = '123') {
  fill(number, expiry, cvc);
  await act(async () => {
    fireEvent.click(screen.getByTestId('confirm-pay'));
  });
}

test('asks for the whole card before calling the api: number, an expiry not in the past, a CVC', async () => {
  const { view, done, close } = await openDialog();
  // Nothing is flagged while the card is typed, only once Pay is pressed.
  expect(screen.queryByText('Enter 12 to 19 digits')).toBeNull();
  await payWith('42', '', '');
  expect(screen.getByText('Enter 12 to 19 digits')).toBeInTheDocument();
  expect(screen.getByText('Use MM/YY, not in the past')).toBeInTheDocument();
  expect(screen.getByText('3 or 4 digits')).toBeInTheDocument();
  const lastYear = String((new Date().getFullYear() - 1) % 100).padStart(2, '0');
  await payWith('4242424242424242', `12${lastYear}`, '123');
  expect(screen.queryByText('Enter 12 to 19 digits')).toBeNull();
  expect(screen.getByText('Use MM/YY, not in the past')).toBeInTheDocument();
  await payWith('4242424242424242', '1239', '12');
  expect(screen.getByText('3 or 4 digits')).toBeInTheDocument();
  expect(confirmCalls()).toHaveLength(0);

  await payWith('4242 4242 4242 4242', '1239', '1234');
  await waitFor(() => expect(confirmCalls()).toHaveLength(1));
  // Tokenised in the browser: the api gets the PaymentMethod, never the number.
  expect(confirmCalls()[0]!.body).toEqual({ pid: 'pid-1', payment_method: 'pm_card_visa', currency: 'AED' });
  expect(done).toHaveBeenCalledWith(expect.objectContaining({ payment: SUCCEEDED }));
  expect(close).toHaveBeenCalled();
  view.unmount();
});

test('sends the card once on a double click', async () => {
  let release: (v: ReturnType<typeof ok>) => void = () => undefined;
  answer = () => new Promise((r) => (release = r));
  const { view } = await openDialog();
  fill('4242424242424242', '1239', '123');
  await act(async () => {
    fireEvent.click(screen.getByTestId('confirm-pay'));
    fireEvent.click(screen.getByTestId('confirm-pay'));
  });
  await waitFor(() => expect(confirmCalls()).toHaveLength(1));
  await act(async () => release(ok({ plan: plan({ status: 'confirmed' }), payment: SUCCEEDED })));
  view.unmount();
});

test("shows the api's refusal in the dialog, and a declined card's outcome", async () => {
  answer = () => fail(400, 'payment_method: must be a payment method id');
  const { view, done } = await openDialog();
  await payWith('4242424242424242');
  expect(await screen.findByTestId('confirm-problem')).toHaveTextContent('must be a payment method id');
  expect(done).not.toHaveBeenCalled();

  answer = () =>
    ok<ConfirmPlanResponse>({
      plan: plan(),
      payment: payment('declined', [
        unpaidItem(1, 'declined', 'Your card was declined'),
        unpaidItem(2, 'not_tried', 'Not charged: the card was declined for an earlier activity'),
        unpaidItem(3, 'not_tried', 'Not charged: the card was declined for an earlier activity'),
      ]),
    });
  await act(async () => {
    fireEvent.click(screen.getByTestId('confirm-pay'));
  });
  await waitFor(() => expect(screen.queryByTestId('confirm-problem')).toBeNull());
  expect(screen.getByTestId('confirm-outcome-summary')).toHaveTextContent(
    '0 of 3 activities paid, nothing charged; 3 not paid:',
  );
  expect(screen.getByTestId('confirm-outcome')).toHaveTextContent('Activity 1: Your card was declined');
  expect(screen.getByTestId('confirm-outcome')).toHaveTextContent(
    'Activity 2: Not charged: the card was declined for an earlier activity',
  );
  view.unmount();
});

// Two of three paid with AED 450.00 charged, the third's charge failed: the dialog says exactly that, never "not paid".
const PARTIAL = payment('partial', [
  paidItem(1, 20000),
  paidItem(2, 25000),
  unpaidItem(3, 'payment_failed', 'The payment could not be processed. Please try again'),
]);

test('a partial payment says what was paid, what was charged (in AED) and why the rest was not, and offers to pay it', async () => {
  answer = () => ok<ConfirmPlanResponse>({ plan: plan(), payment: PARTIAL });
  const { view, done, close } = await openDialog();
  await payWith('4000000000000119');
  const outcome = await screen.findByTestId('confirm-outcome');
  expect(screen.getByTestId('confirm-outcome-summary')).toHaveTextContent(
    `2 of 3 activities paid, ${money(45000, 'en')} charged; 1 not paid:`,
  );
  expect(outcome).toHaveTextContent('AED 450.00 charged');
  expect(outcome).toHaveTextContent(
    'Activity 3: The payment could not be processed: nothing was charged for it, please try again',
  );
  expect(outcome).toHaveTextContent('You can pay the rest now, with this card or another one.');
  expect(outcome).not.toHaveTextContent(/not paid\. Payment was not completed|Booking was not paid/);
  expect(done).toHaveBeenCalledWith(expect.objectContaining({ payment: PARTIAL }));
  // The dialog stays open for the rest.
  expect(close).not.toHaveBeenCalled();
  view.unmount();
});

test('in Arabic the same outcome reads in Arabic with Arabic plurals', async () => {
  answer = () => ok<ConfirmPlanResponse>({ plan: plan(), payment: PARTIAL });
  const { view } = await openDialog('ar');
  await payWith('4000000000000119');
  expect(await screen.findByTestId('confirm-outcome-summary')).toHaveTextContent(
    `دُفع 2 من 3 أنشطة، وحُصّل ${money(45000, 'ar')}؛ ولم يُدفع نشاط واحد:`,
  );
  expect(screen.getByTestId('confirm-outcome')).toHaveTextContent(
    'النشاط 3: تعذّرت معالجة الدفع: لم يُحصّل أي مبلغ عنه، يُرجى المحاولة مرة أخرى',
  );
  expect(screen.getByTestId('confirm-outcome')).toHaveTextContent('يمكنك دفع الباقي الآن بهذه البطاقة أو بغيرها.');
  view.unmount();
});

test('once part of the plan is paid, the button offers to pay the rest', async () => {
  const partlyPaid = plan({
    status: 'in-progress',
    totals: { cost_minor: 60000, paid_minor: 30000, travel_min: 60, items: 3, paid_items: 2 },
  });
  const view = await renderScreen(
    <ConfirmDialog
      plan={partlyPaid}
      money={(minor) => `AED ${(minor / 100).toFixed(2)}`}
      open
      onClose={jest.fn()}
      onDone={jest.fn()}
    />,
  );
  expect(await screen.findByTestId('confirm-pay')).toHaveTextContent(/^Pay the rest AED/);
  view.unmount();
});

test('3-D Secure: each ticket order that asks gets its challenge, then the plan is confirmed again from there', async () => {
  const waiting = (n: number) =>
    ok<ConfirmPlanResponse>({
      plan: plan(),
      payment: {
        ...payment('requires_action', [unpaidItem(n, 'requires_action', 'Waiting for 3-D Secure')]),
        client_secret: `tc_${n}_secret_x`,
      },
    });
  const answers = [waiting(1), waiting(2)];
  answer = () =>
    answers.shift() ?? ok<ConfirmPlanResponse>({ plan: plan({ status: 'confirmed' }), payment: SUCCEEDED });
  const { view, done, close } = await openDialog();
  await payWith('4000 0027 6000 3184');
  for (const secret of ['tc_1_secret_x', 'tc_2_secret_x']) {
    expect(await screen.findByText('Confirm with your bank')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByTestId('challenge-approve'));
    });
    await waitFor(() =>
      expect(api.callsTo('POST /payments/test/authenticate').map((c) => c.body)).toContainEqual({
        client_secret: secret,
        approved: true,
      }),
    );
  }
  await waitFor(() => expect(done).toHaveBeenCalledWith(expect.objectContaining({ payment: SUCCEEDED })));
  expect(confirmCalls().map((c) => c.body)).toEqual(
    Array(3).fill({ pid: 'pid-1', payment_method: 'pm_card_authenticationRequired', currency: 'AED' }),
  );
  expect(close).toHaveBeenCalled();
  view.unmount();
});

test('3-D Secure failed: the dialog says nothing was charged, in Arabic, and confirms nothing more', async () => {
  challenge = 'declined';
  answer = () =>
    ok<ConfirmPlanResponse>({
      plan: plan(),
      payment: {
        ...payment('requires_action', [unpaidItem(1, 'requires_action', 'Waiting for 3-D Secure')]),
        client_secret: 'tc_1_secret_x',
      },
    });
  const { view, done } = await openDialog('ar');
  await payWith('4000 0027 6000 3184');
  await act(async () => {
    fireEvent.click(await screen.findByTestId('challenge-fail'));
  });
  expect(await screen.findByTestId('card-problem')).toHaveTextContent('لم يُخصم أي مبلغ');
  expect(confirmCalls()).toHaveLength(1);
  expect(done).not.toHaveBeenCalled();
  view.unmount();
});

test('in Arabic the card fields speak Arabic and keep their digits left to right', async () => {
  const { view } = await openDialog('ar');
  expect(screen.getByLabelText(/رقم البطاقة/)).toBe(screen.getByTestId('card-number'));
  expect(screen.getByLabelText(/تاريخ الانتهاء/)).toHaveAttribute('dir', 'ltr');
  // The demo cards are isolated left to right: bare, their groups would show in reverse order.
  const cards = within(screen.getByTestId('test-cards')).getAllByText(/^[\d ]+$/);
  expect(cards.map((c) => [c.tagName, c.getAttribute('dir'), c.textContent])).toEqual([
    ['BDI', 'ltr', '4242 4242 4242 4242'],
    ['BDI', 'ltr', '4000 0000 0000 0002'],
    ['BDI', 'ltr', '4000 0000 0000 0119'],
    ['BDI', 'ltr', '4000 0027 6000 3184'],
  ]);
  expect(screen.getByTestId('test-cards')).toHaveTextContent('وضع الاختبار');
  await payWith('42', '', '');
  expect(screen.getByText('أدخل من 12 إلى 19 رقمًا')).toBeInTheDocument();
  expect(screen.getByText('استخدم MM/YY، وليس تاريخًا مضى')).toBeInTheDocument();
  expect(confirmCalls()).toHaveLength(0);
  view.unmount();
});

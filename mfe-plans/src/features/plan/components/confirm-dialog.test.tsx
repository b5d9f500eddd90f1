import { act, fireEvent, screen, within } from '@testing-library/react';
import { api } from '@jad/shared-ui';
import type { ConfirmPlanResponse } from '@/lib/plan-types';
import { plan } from '@/test/fixtures';
import { fail, ok, renderScreen } from '@/test/render';
import { ConfirmDialog } from './confirm-dialog';

// The plan's checkout: the whole card (number, MM/YY, CVC) through shared-ui's CardFields, sent to /plans/confirm.

let post: jest.SpyInstance;
let answer: () => Promise<unknown>;
const confirmCalls = () => post.mock.calls.filter(([url]) => url === '/plans/confirm');

beforeEach(() => {
  answer = () => ok<ConfirmPlanResponse>({ plan: plan({ status: 'confirmed' }), payment: { status: 'succeeded', paid_items: 3, failures: [] } });
  post = jest.spyOn(api, 'post').mockImplementation(((url: string) => (url === '/plans/confirm' ? answer() : fail(404))) as unknown as typeof api.post);
});
afterEach(() => post.mockRestore());

async function openDialog(lang: 'en' | 'ar' = 'en') {
  const done = jest.fn();
  const close = jest.fn();
  const view = await renderScreen(<ConfirmDialog plan={plan()} money={(minor) => `AED ${(minor / 100).toFixed(2)}`} open onClose={close} onDone={done} />, { lang });
  await screen.findByTestId('card-number');
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
  expect(confirmCalls()).toHaveLength(1);
  expect(confirmCalls()[0][1]).toEqual({ pid: 'pid-1', card_number: '4242424242424242', card_expiry: '12/39', card_cvc: '1234', currency: 'AED' });
  expect(done).toHaveBeenCalledWith(expect.objectContaining({ payment: { status: 'succeeded', paid_items: 3, failures: [] } }));
  expect(close).toHaveBeenCalled();
  view.unmount();
});

test('sends the card once on a double click', async () => {
  let release: (v: unknown) => void = () => undefined;
  answer = () => new Promise((r) => (release = r));
  const { view } = await openDialog();
  fill('4242424242424242', '1239', '123');
  await act(async () => {
    fireEvent.click(screen.getByTestId('confirm-pay'));
    fireEvent.click(screen.getByTestId('confirm-pay'));
  });
  expect(confirmCalls()).toHaveLength(1);
  await act(async () => release({ data: { plan: plan({ status: 'confirmed' }), payment: { status: 'succeeded', paid_items: 3, failures: [] } }, status: 200 }));
  view.unmount();
});

test("shows the api's refusal of the card in the dialog, and a declined card's outcome", async () => {
  answer = () => fail(400, 'card_expiry: The card has expired');
  const { view, done } = await openDialog();
  await payWith('4242424242424242');
  expect(screen.getByTestId('confirm-problem')).toHaveTextContent('card_expiry: The card has expired');
  expect(done).not.toHaveBeenCalled();

  answer = () => ok<ConfirmPlanResponse>({ plan: plan(), payment: { status: 'declined', paid_items: 0, failures: [{ item_id: 'item-1', message: 'Your card was declined' }] } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('confirm-pay'));
  });
  expect(screen.queryByTestId('confirm-problem')).toBeNull();
  expect(screen.getByTestId('confirm-outcome')).toHaveTextContent('Your card was declined: nothing more was charged.');
  expect(screen.getByTestId('confirm-outcome')).toHaveTextContent('Activity 1: Your card was declined');
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
  ]);
  expect(screen.getByTestId('test-cards')).toHaveTextContent('دفع تجريبي: البطاقة 4242 4242 4242 4242 تنجح، والبطاقة 4000 0000 0000 0002 تُرفض.');
  await payWith('42', '', '');
  expect(screen.getByText('أدخل من 12 إلى 19 رقمًا')).toBeInTheDocument();
  expect(screen.getByText('استخدم MM/YY، وليس تاريخًا مضى')).toBeInTheDocument();
  expect(confirmCalls()).toHaveLength(0);
  view.unmount();
});

import { act, fireEvent, screen } from '@testing-library/react';
import type { ManageOrderResponse, PublicOrder } from '@/lib/api-types';
import { resetRates } from '@jad/shared-ui';
import { currencies } from '@/test/fixtures';
import { apiFailure, fakeApi, json, type FakeResult, type FakeCall } from '@jad/shared-ui/test-utils';
import { renderScreen } from '@/test/render';
import { ManagePage } from './manage-page';

const order: PublicOrder = {
  order_id: '37afbdb9-43c6-4cd8-b6e3-c8c81afdab65',
  kind: 'hotel',
  status: 'confirmed',
  payment_status: 'paid',
  title: 'Hotel 1',
  image: null,
  starts_on: '2030-03-20',
  ends_on: '2030-03-22',
  amount_minor: 107_000,
  currency: 'KWD',
  display_amount_minor: 89_345,
  fx_rate: 0.0835,
  contact_name: 'Amal Haddad',
  contact_email: 'amal@example.com',
  refund_minor: null,
  penalty_minor: null,
  details: {
    room: { name: 'Deluxe King Room', meal: 'breakfast' },
    guests: [{ adults: 2, children: [5] }],
    main_guest: { title: 'ms', first_name: 'Amal', last_name: 'Haddad' },
  },
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  cancelled_at: null,
};
const manage: ManageOrderResponse = {
  order,
  cancellation: {
    cancellable: true,
    reason: null,
    penalty_minor: 57_300,
    refund_minor: 49_700,
    free_cancellation_before: null,
  },
};

let answer: (req: FakeCall) => FakeResult;
let requests: () => FakeCall[];
beforeEach(() => {
  resetRates();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  ({ requests } = fakeApi((req) => (req.url === '/currencies' ? json(currencies) : answer(req))));
});

test('shows the booking and cancels it with the policy’s fee and refund, in the currency fixed at booking', async () => {
  answer = ({ url }) => {
    if (url === '/orders/manage') return json(manage);
    return json({
      order: { ...order, status: 'cancelled', penalty_minor: 57_300, refund_minor: 49_700 },
      penalty_minor: 57_300,
      refund_minor: 49_700,
    });
  };
  const view = await renderScreen(<ManagePage />, {
    path: `/hotel/booking/manage?order_id=${order.order_id}`,
    signedIn: true,
  });
  expect(await screen.findByTestId('manage-paid')).toHaveTextContent('KWD 89.345');
  await act(async () => {
    fireEvent.click(screen.getByTestId('cancel-booking'));
  });
  // 573 and 497 AED at 0.0835 KWD per AED.
  expect(screen.getByTestId('cancel-terms')).toHaveTextContent(
    'If you cancel now, the fee is KWD 47.846 and we refund KWD 41.500.',
  );
  await act(async () => {
    fireEvent.click(screen.getByTestId('confirm-cancel'));
  });
  const posts = requests().filter((r) => r.method === 'POST');
  expect(posts.map((r) => [r.url, r.body, r.headers['x-csrf-token']])).toEqual([
    ['/orders/manage', { order_id: order.order_id }, 'csrf'],
    ['/orders/cancel', { order_id: order.order_id }, 'csrf'],
  ]);
  expect(screen.getByTestId('order-cancelled')).toHaveTextContent('This order has been cancelled.');
  expect(screen.getByTestId('manage-refund')).toHaveTextContent('KWD 41.500');
  view.unmount();
});

test('says Order was not found. for a reference that does not exist', async () => {
  answer = () => apiFailure(404, null, 'Order was not found.');
  const view = await renderScreen(<ManagePage />, { path: '/hotel/booking/manage?order_id=nope', signedIn: true });
  expect(await screen.findByTestId('order-not-found')).toHaveTextContent('Order was not found.');
  view.unmount();
});

test('asks a visitor for the booking e-mail', async () => {
  answer = () => apiFailure(404, null, 'Order was not found.');
  const view = await renderScreen(<ManagePage />, { path: `/hotel/booking/manage?order_id=${order.order_id}` });
  expect(await screen.findByText('Enter the e-mail used to book to manage it.')).toBeInTheDocument();
  expect(screen.getByTestId('retrieve-order-id')).toHaveValue(order.order_id);
  view.unmount();
});

test('a refused cancel says why, once, and shows the order as the api now has it', async () => {
  answer = ({ url }) =>
    url === '/orders/manage' ? json(manage) : apiFailure(409, 'order_already_cancelled', 'Too late');
  const view = await renderScreen(<ManagePage />, {
    path: `/hotel/booking/manage?order_id=${order.order_id}`,
    signedIn: true,
  });
  await screen.findByTestId('manage-paid');
  await act(async () => {
    fireEvent.click(screen.getByTestId('cancel-booking'));
  });
  await act(async () => {
    fireEvent.click(screen.getByTestId('confirm-cancel'));
  });
  expect(await screen.findByTestId('manage-notice')).toHaveTextContent('This order has already been cancelled.');
  expect(screen.getAllByText('This order has already been cancelled.')).toHaveLength(1);
  expect(requests().filter((r) => r.url === '/orders/manage')).toHaveLength(2);
  view.unmount();
});

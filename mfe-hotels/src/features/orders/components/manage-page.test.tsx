import { act, fireEvent, screen } from '@testing-library/react';
import { api } from '@jad/shared-ui';
import type { ManageOrderResponse, PublicOrder } from '@/lib/api-types';
import { resetRates } from '@jad/shared-ui';
import { currencies } from '@/test/fixtures';
import { fail, ok, renderScreen } from '@/test/render';
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

let get: jest.SpyInstance;
let post: jest.SpyInstance;
beforeEach(() => {
  resetRates();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  get = jest.spyOn(api, 'get').mockImplementation((() => ok(currencies)) as unknown as typeof api.get);
});
afterEach(() => {
  get.mockRestore();
  post.mockRestore();
});

test('shows the booking and cancels it with the policy’s fee and refund, in the currency fixed at booking', async () => {
  post = jest.spyOn(api, 'post').mockImplementation(((url: string) => {
    if (url === '/orders/manage') return ok(manage);
    return ok({
      order: { ...order, status: 'cancelled', penalty_minor: 57_300, refund_minor: 49_700 },
      penalty_minor: 57_300,
      refund_minor: 49_700,
    });
  }) as unknown as typeof api.post);
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
  expect(post.mock.calls.map(([url]) => url)).toEqual(['/orders/manage', '/orders/cancel']);
  expect(screen.getByTestId('order-cancelled')).toHaveTextContent('This order has been cancelled.');
  expect(screen.getByTestId('manage-refund')).toHaveTextContent('KWD 41.500');
  view.unmount();
});

test('says Order was not found. for a reference that does not exist', async () => {
  post = jest
    .spyOn(api, 'post')
    .mockImplementation((() => fail(404, 'Order was not found.')) as unknown as typeof api.post);
  const view = await renderScreen(<ManagePage />, { path: '/hotel/booking/manage?order_id=nope', signedIn: true });
  expect(await screen.findByTestId('order-not-found')).toHaveTextContent('Order was not found.');
  view.unmount();
});

test('asks a visitor for the booking e-mail', async () => {
  post = jest
    .spyOn(api, 'post')
    .mockImplementation((() => fail(404, 'Order was not found.')) as unknown as typeof api.post);
  const view = await renderScreen(<ManagePage />, { path: `/hotel/booking/manage?order_id=${order.order_id}` });
  expect(await screen.findByText('Enter the e-mail used to book to manage it.')).toBeInTheDocument();
  expect(screen.getByTestId('retrieve-order-id')).toHaveValue(order.order_id);
  view.unmount();
});

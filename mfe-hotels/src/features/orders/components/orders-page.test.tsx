import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PublicOrder } from '@/lib/api-types';
import { fakeApi, json } from '@jad/shared-ui/test-utils';
import { renderScreen } from '@/test/render';
import { OrdersPage } from './orders-page';

/** The tab a list request asks for: in its path, as the first frame asks (lib/orders-request.ts). */
const tabOf = (url: string) => new URLSearchParams(url.split('?')[1]).get('tab');

const unpaid: PublicOrder = {
  order_id: '5b0e6f8e-2d1c-4c1e-9a53-1f7c2b9d0a11',
  kind: 'hotel',
  status: 'pending',
  payment_status: 'awaiting_payment',
  title: 'Hotel 1',
  image: null,
  starts_on: '2030-03-20',
  ends_on: '2030-03-22',
  amount_minor: 45_000,
  currency: 'AED',
  display_amount_minor: 45_000,
  fx_rate: 1,
  contact_name: 'Amal Haddad',
  contact_email: 'amal@example.com',
  refund_minor: null,
  penalty_minor: null,
  details: { checkout_id: 'chk-1' },
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  cancelled_at: null,
};

test('cancelling an unpaid booking asks the api for the list again, which no longer holds it', async () => {
  let active: PublicOrder[] = [unpaid];
  const { requests } = fakeApi((req) => {
    if (req.method === 'GET' && req.path === '/orders')
      return json({ rows: tabOf(req.url) === 'active' ? active : [] });
    if (req.method === 'POST' && req.url === '/orders/cancel-unpaid') {
      active = [];
      return json({ ...unpaid, status: 'cancelled', payment_status: 'not_paid' });
    }
    return undefined;
  });
  const view = await renderScreen(<OrdersPage />, { path: '/orders', signedIn: true });
  const card = await screen.findByTestId('order-card');
  fireEvent.click(within(card).getByTestId('order-cancel-unpaid'));
  await act(async () => {
    fireEvent.click(within(card).getByTestId('order-cancel-unpaid-yes'));
  });
  expect(await screen.findByTestId('orders-empty')).toBeInTheDocument();
  await waitFor(() =>
    expect(
      requests()
        .filter((r) => r.path === '/orders')
        .map((r) => tabOf(r.url)),
    ).toEqual(['active', 'active']),
  );
  view.unmount();
});

test('a list that failed to load offers a retry that asks again', async () => {
  let fail = true;
  const { requests } = fakeApi((req) =>
    req.path === '/orders'
      ? fail
        ? { status: 500, data: { statusCode: 500, message: 'boom' } }
        : json({ rows: [] })
      : undefined,
  );
  const view = await renderScreen(<OrdersPage />, { path: '/orders?tab=past', signedIn: true, lang: 'ar' });
  const retry = await screen.findByRole('button', { name: 'حاول مرة أخرى' });
  fail = false;
  fireEvent.click(retry);
  expect(await screen.findByTestId('orders-empty')).toBeInTheDocument();
  expect(
    requests()
      .filter((r) => r.path === '/orders')
      .map((r) => tabOf(r.url)),
  ).toEqual(['past', 'past']);
  view.unmount();
});

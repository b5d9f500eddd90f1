import { act, fireEvent, screen } from '@testing-library/react';
import type { PublicOrder } from '@/lib/api-types';
import { fakeApi, json } from '@jad/shared-ui/test-utils';
import { renderScreen } from '@/test/render';
import { OrderCard } from './order-card';

// An order created but not paid reads as such (never "Paid …"), with a way to complete the payment or cancel it.
const pending: PublicOrder = {
  order_id: '5b0e6f8e-2d1c-4c1e-9a53-1f7c2b9d0a11',
  kind: 'activity',
  status: 'pending',
  payment_status: 'awaiting_payment',
  title: 'Desert safari',
  image: null,
  starts_on: '2030-03-20',
  ends_on: '2030-03-20',
  amount_minor: 45_000,
  currency: 'AED',
  display_amount_minor: 45_000,
  fx_rate: 1,
  contact_name: 'Amal Haddad',
  contact_email: 'amal@example.com',
  refund_minor: null,
  penalty_minor: null,
  details: {},
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  cancelled_at: null,
};

test('a pending activity order is awaiting payment: no "Paid", a link back to its checkout, and a cancel that refunds nothing', async () => {
  const cancelled: PublicOrder = {
    ...pending,
    status: 'cancelled',
    payment_status: 'not_paid',
    cancelled_at: '2030-01-02T00:00:00.000Z',
  };
  const { requests } = fakeApi((req) =>
    req.method === 'POST' && req.url === '/orders/cancel-unpaid' ? json(cancelled) : undefined,
  );
  const posts = () => requests().map((r) => [r.method, r.url, r.body]);
  const changed = jest.fn();
  const view = await renderScreen(<OrderCard order={pending} lang="en" onChanged={changed} />);
  expect(screen.getByTestId('order-status')).toHaveTextContent('Payment not completed');
  expect(screen.getByTestId('order-amount')).toHaveTextContent(/^To pay AED\s450\.00$/);
  expect(screen.queryByText(/^Paid/)).toBeNull();
  expect(screen.getByTestId('order-complete-payment')).toHaveAttribute(
    'href',
    `/activities/checkout?order_id=${pending.order_id}`,
  );
  expect(screen.queryByTestId('order-manage')).toBeNull();

  fireEvent.click(screen.getByTestId('order-cancel-unpaid'));
  expect(screen.getByTestId('order-cancel-unpaid-confirm')).toHaveTextContent(
    'Nothing was charged, so there is nothing to refund.',
  );
  expect(posts()).toEqual([]);
  await act(async () => {
    fireEvent.click(screen.getByTestId('order-cancel-unpaid-yes'));
  });
  expect(posts()).toEqual([['POST', '/orders/cancel-unpaid', { order_id: pending.order_id }]]);
  expect(changed).toHaveBeenCalledWith(cancelled);
  view.unmount();
});

test('a hotel whose card was refused goes back to its payment step; in Arabic it reads in Arabic', async () => {
  const hotel: PublicOrder = {
    ...pending,
    kind: 'hotel',
    status: 'payment_failed',
    ends_on: '2030-03-22',
    details: { checkout_id: 'chk-1' },
  };
  const view = await renderScreen(<OrderCard order={hotel} lang="ar" onChanged={jest.fn()} />, { lang: 'ar' });
  expect(screen.getByTestId('order-status')).toHaveTextContent('لم يكتمل الدفع');
  expect(screen.getByTestId('order-amount')).toHaveTextContent(/^المستحق/);
  expect(screen.getByTestId('order-complete-payment')).toHaveAttribute('href', '/hotel/booking/payment?checkout=chk-1');
  expect(screen.getByTestId('order-complete-payment')).toHaveTextContent('أكمل الدفع');
  expect(screen.getByTestId('order-cancel-unpaid')).toHaveTextContent('إلغاء الحجز');
  view.unmount();
});

test('a refused cancel is said once, in the user’s language', async () => {
  fakeApi(() => ({
    status: 409,
    data: { statusCode: 409, error: 'Conflict', message: 'x', code: 'order_not_unpaid' },
  }));
  const view = await renderScreen(<OrderCard order={pending} lang="ar" onChanged={jest.fn()} />, { lang: 'ar' });
  fireEvent.click(screen.getByTestId('order-cancel-unpaid'));
  await act(async () => {
    fireEvent.click(screen.getByTestId('order-cancel-unpaid-yes'));
  });
  expect(screen.getAllByText('يمكن بهذه الطريقة إلغاء الطلب غير المدفوع فقط.')).toHaveLength(1);
  view.unmount();
});

test('a paid order still says Paid, and one cancelled before any charge says Not paid with no refund line', async () => {
  const paid = await renderScreen(
    <OrderCard order={{ ...pending, status: 'confirmed', payment_status: 'paid' }} lang="en" onChanged={jest.fn()} />,
  );
  expect(screen.getByTestId('order-amount')).toHaveTextContent(/^Paid AED/);
  expect(screen.queryByTestId('order-cancel-unpaid')).toBeNull();
  paid.unmount();
  const never = await renderScreen(
    <OrderCard order={{ ...pending, status: 'cancelled', payment_status: 'not_paid' }} lang="en" />,
  );
  expect(screen.getByTestId('order-amount')).toHaveTextContent(/^Not paid: AED/);
  expect(screen.queryByTestId('order-refund')).toBeNull();
  never.unmount();
});

// Paid orders open their own page: activity orders the activities remote's order page, hotels the manage page.
const order = (patch: Partial<PublicOrder>): PublicOrder => ({
  order_id: '3f6c2a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
  kind: 'activity',
  status: 'confirmed',
  payment_status: 'paid',
  title: 'Evening Desert Safari',
  image: null,
  starts_on: '2030-03-20',
  ends_on: '2030-03-20',
  amount_minor: 49_000,
  currency: 'AED',
  display_amount_minor: 49_000,
  fx_rate: 1,
  contact_name: 'Amal Haddad',
  contact_email: 'amal@example.com',
  refund_minor: null,
  penalty_minor: null,
  details: {},
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  cancelled_at: null,
  ...patch,
});

describe('OrderCard', () => {
  it('opens an activity order on the activities order page', async () => {
    await renderScreen(<OrderCard order={order({})} lang="en" />);
    expect(screen.getByTestId('order-open')).toHaveAttribute(
      'href',
      '/activities/order?order_id=3f6c2a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
    );
    expect(screen.getByTestId('order-open')).toHaveTextContent('View tickets');
    expect(screen.queryByTestId('order-manage')).toBeNull();
  });

  it('keeps the manage page for a hotel order', async () => {
    await renderScreen(<OrderCard order={order({ kind: 'hotel' })} lang="ar" />, { lang: 'ar' });
    expect(screen.getByTestId('order-manage')).toHaveAttribute(
      'href',
      '/hotel/booking/manage?order_id=3f6c2a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
    );
    expect(screen.queryByTestId('order-open')).toBeNull();
  });

  it('says View tickets in Arabic', async () => {
    await renderScreen(<OrderCard order={order({})} lang="ar" />, { lang: 'ar' });
    expect(screen.getByTestId('order-open')).toHaveTextContent('عرض التذاكر');
  });
});

test('the first card’s picture is asked for at once and first; the others when near (issue 22 item 6)', async () => {
  const pictured = { ...pending, image: '/api/v1/activities/images/x/640.svg' };
  const first = await renderScreen(<OrderCard order={pictured} lang="en" first />);
  const img = first.container.querySelector('img')!;
  expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  first.unmount();
  const later = await renderScreen(<OrderCard order={pictured} lang="en" />);
  const lazy = later.container.querySelector('img')!;
  expect([lazy.getAttribute('loading'), lazy.getAttribute('fetchpriority')]).toEqual(['lazy', 'auto']);
});

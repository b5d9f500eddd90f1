import { screen } from '@testing-library/react';
import type { PublicOrder } from '@/lib/api-types';
import { renderScreen } from '@/test/render';
import { OrderCard } from './order-card';

const order = (patch: Partial<PublicOrder>): PublicOrder => ({
  order_id: '3f6c2a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
  kind: 'activity',
  status: 'confirmed',
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
    expect(screen.getByTestId('order-open')).toHaveAttribute('href', '/activities/order?order_id=3f6c2a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f');
    expect(screen.getByTestId('order-open')).toHaveTextContent('View tickets');
    expect(screen.queryByTestId('order-manage')).toBeNull();
  });

  it('keeps the manage page for a hotel order', async () => {
    await renderScreen(<OrderCard order={order({ kind: 'hotel' })} lang="ar" />, { lang: 'ar' });
    expect(screen.getByTestId('order-manage')).toHaveAttribute('href', '/hotel/booking/manage?order_id=3f6c2a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f');
    expect(screen.queryByTestId('order-open')).toBeNull();
  });

  it('says View tickets in Arabic', async () => {
    await renderScreen(<OrderCard order={order({})} lang="ar" />, { lang: 'ar' });
    expect(screen.getByTestId('order-open')).toHaveTextContent('عرض التذاكر');
  });
});

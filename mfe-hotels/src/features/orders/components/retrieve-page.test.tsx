import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiFailure, fakeApi, json } from '@jad/shared-ui/test-utils';
import { renderScreen } from '@/test/render';
import { RetrievePage } from './retrieve-page';

it('fills reference and e-mail from the link in the confirmation mail', async () => {
  await renderScreen(<RetrievePage />, {
    path: '/hotel/booking/retrieve?order_id=37afbdb9-43c6-4cd8-b6e3-c8c81afdab65&email=amal%40example.com',
  });
  expect(screen.getByTestId('retrieve-order-id')).toHaveValue('37afbdb9-43c6-4cd8-b6e3-c8c81afdab65');
  expect(screen.getByTestId('retrieve-email')).toHaveValue('amal@example.com');
});

it('starts empty without them', async () => {
  await renderScreen(<RetrievePage />, { path: '/hotel/booking/retrieve' });
  expect(screen.getByTestId('retrieve-order-id')).toHaveValue('');
  expect(screen.getByTestId('retrieve-email')).toHaveValue('');
});

describe('finding a booking', () => {
  const path = '/hotel/booking/retrieve';
  const submit = () =>
    act(async () => {
      fireEvent.click(screen.getByTestId('retrieve-submit'));
    });
  const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

  it('says under each field what is missing, and asks nothing of the api', async () => {
    const { requests } = fakeApi(() => undefined);
    await renderScreen(<RetrievePage />, { path });
    fill('retrieve-email', 'not-an-email');
    await submit();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it('says Order was not found. once for a reference and e-mail that do not match', async () => {
    fakeApi(() => apiFailure(404, 'order_not_found', 'Order was not found.'));
    await renderScreen(<RetrievePage />, { path });
    fill('retrieve-order-id', ' o-1 ');
    fill('retrieve-email', 'amal@example.com');
    await submit();
    expect(await screen.findByTestId('retrieve-error')).toHaveTextContent('Order was not found.');
    expect(screen.getAllByText('Order was not found.')).toHaveLength(1);
  });

  it('opens the booking it found', async () => {
    const { requests } = fakeApi(({ url }) => (url === '/orders/retrieve' ? json({ order_id: 'o-1' }) : undefined));
    await renderScreen(<RetrievePage />, { path });
    fill('retrieve-order-id', ' o-1 ');
    fill('retrieve-email', 'amal@example.com');
    await submit();
    expect(requests().map((r) => [r.url, r.body])).toEqual([
      ['/orders/retrieve', { order_id: 'o-1', email: 'amal@example.com' }],
    ]);
    await waitFor(() => expect(window.location.search).toBe('?order_id=o-1'));
    expect(window.location.pathname).toBe('/hotel/booking/manage');
  });
});

import { screen } from '@testing-library/react';
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

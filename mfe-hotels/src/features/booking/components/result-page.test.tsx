import { screen } from '@testing-library/react';
import type { CheckoutDto } from '@/lib/api-types';
import { resetRates } from '@jad/shared-ui';
import { fakeApi, json } from '@jad/shared-ui/test-utils';
import { checkout, currencies } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { ResultPage } from './result-page';

let answer: CheckoutDto;
let answers: CheckoutDto[] = [];

beforeEach(() => {
  resetRates();
  answers = [];
  fakeApi((req) => {
    if (req.url === '/currencies') return json(currencies);
    if (req.url === '/hotels/checkouts/c1') return json(answers.shift() ?? answer);
    return undefined;
  });
});

const path = '/hotel/payment/result?checkout=c1';

test('confirmed: the booking reference and a link to manage it', async () => {
  answer = checkout({ status: 'booked', outcome: 'confirmed', order_id: '5a1b2c3d-0000-4000-8000-000000000001' });
  const view = await renderScreen(<ResultPage />, { path });
  expect(await screen.findByTestId('result-confirmed')).toHaveTextContent('Your booking is confirmed');
  expect(screen.getByTestId('booking-reference')).toHaveTextContent('5a1b2c3d-0000-4000-8000-000000000001');
  expect(screen.getByTestId('manage-booking')).toHaveAttribute(
    'href',
    expect.stringContaining('order_id=5a1b2c3d-0000-4000-8000-000000000001'),
  );
  view.unmount();
});

test('payment failed: the spec’s text and a way to try again', async () => {
  answer = checkout({
    status: 'payment_failed',
    outcome: 'payment_failed',
    failure: { reason: 'payment_declined', message: 'declined', refund_minor: null },
  });
  const view = await renderScreen(<ResultPage />, { path });
  expect(await screen.findByTestId('result-payment-failed')).toHaveTextContent(
    'Payment failed. Booking was not paid. Payment was not completed.',
  );
  expect(screen.getByText('Your card was declined. Try another card.')).toBeInTheDocument();
  expect(screen.getByTestId('try-again')).toHaveAttribute(
    'href',
    '/hotel/booking/payment?checkout=0b6f4b64-1a5b-4c1e-9d43-2f0f3a9a2b11',
  );
  view.unmount();
});

test('booking failed: sold out, with the refund at the rate fixed at prebook', async () => {
  answer = checkout({
    status: 'failed',
    outcome: 'booking_failed',
    failure: { reason: 'sold_out', message: 'Booking Failed', refund_minor: 107_000 },
  });
  const view = await renderScreen(<ResultPage />, { path });
  const box = await screen.findByTestId('result-booking-failed');
  expect(box).toHaveTextContent('Booking Failed');
  expect(box).toHaveTextContent('it is sold out');
  // 1 070 AED at 0.0835 KWD per AED.
  expect(box).toHaveTextContent(/We have refunded KWD\s89\.345\. A refund can take up to 15 working days or more/);
  view.unmount();
});

test('processing: asks again until the outcome is known', async () => {
  answers = [checkout({ status: 'paying', outcome: 'processing' })];
  answer = checkout({ status: 'booked', outcome: 'confirmed', order_id: '5a1b2c3d-0000-4000-8000-000000000001' });
  const view = await renderScreen(<ResultPage />, { path });
  expect(await screen.findByTestId('result-processing')).toBeInTheDocument();
  expect(await screen.findByTestId('result-confirmed', {}, { timeout: 4000 })).toBeInTheDocument();
  view.unmount();
});

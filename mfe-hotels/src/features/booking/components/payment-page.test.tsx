import { act, fireEvent, screen } from '@testing-library/react';
import { api } from '@jad/shared-ui';
import { resetRates } from '@/lib/rates';
import { checkout, currencies } from '@/test/fixtures';
import { fail, ok, renderScreen } from '@/test/render';
import { expiryValid, groupCard, PaymentPage } from './payment-page';

let get: jest.SpyInstance;
let post: jest.SpyInstance;

beforeEach(() => {
  resetRates();
  get = jest.spyOn(api, 'get').mockImplementation(((url: string) => (url === '/currencies' ? ok(currencies) : ok(checkout()))) as unknown as typeof api.get);
});
afterEach(() => {
  get.mockRestore();
  post?.mockRestore();
});

async function fillAndPay() {
  fireEvent.change(screen.getByTestId('card-holder'), { target: { value: 'Amal Haddad' } });
  fireEvent.change(screen.getByTestId('card-number'), { target: { value: '4242424242424242' } });
  fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: '1239' } });
  fireEvent.change(screen.getByTestId('card-cvc'), { target: { value: '123' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('pay'));
  });
}

test('shows the amount fixed at prebook in its currency, and sends the card once on a double click', async () => {
  let release: (v: unknown) => void = () => undefined;
  post = jest.spyOn(api, 'post').mockImplementation((() => new Promise((r) => (release = r))) as unknown as typeof api.post);
  const view = await renderScreen(<PaymentPage />, { path: '/hotel/booking/payment?checkout=c1' });
  await screen.findByTestId('payment-form');
  expect(screen.getByTestId('pay')).toHaveTextContent('Pay KWD 89.345');
  fireEvent.change(screen.getByTestId('card-holder'), { target: { value: 'Amal Haddad' } });
  fireEvent.change(screen.getByTestId('card-number'), { target: { value: '4242424242424242' } });
  fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: '1239' } });
  fireEvent.change(screen.getByTestId('card-cvc'), { target: { value: '123' } });
  expect(screen.getByTestId('card-number')).toHaveValue('4242 4242 4242 4242');
  await act(async () => {
    fireEvent.click(screen.getByTestId('pay'));
    fireEvent.click(screen.getByTestId('pay'));
  });
  expect(post).toHaveBeenCalledTimes(1);
  expect(post.mock.calls[0][1]).toEqual({ card: { holder: 'Amal Haddad', number: '4242424242424242', expiry: '12/39', cvc: '123' } });
  await act(async () => release({ data: { outcome: 'confirmed', order_id: 'o1', checkout: checkout() }, status: 200 }));
  view.unmount();
});

test('sends the traveller back to room selection when the price changed', async () => {
  post = jest.spyOn(api, 'post').mockImplementation((() => fail(409, 'The price has changed for this room', 'price_changed')) as unknown as typeof api.post);
  const view = await renderScreen(<PaymentPage />, { path: '/hotel/booking/payment?checkout=c1' });
  await screen.findByTestId('payment-form');
  await fillAndPay();
  const alert = screen.getByTestId('payment-failure');
  expect(alert).toHaveTextContent('The price has changed for this room');
  expect(screen.getByRole('link', { name: 'Choose a room again' })).toHaveAttribute('href', '/hotel?hid=hid-1&checkin=2030-03-20&checkout=2030-03-22&rooms=2-5');
  view.unmount();
});

test('groups card digits and checks the expiry', () => {
  expect(groupCard('4000abc0000000000119')).toBe('4000 0000 0000 0011 9');
  expect(groupCard('42424242424242424242')).toBe('4242 4242 4242 4242 424');
  expect(expiryValid('12/39', new Date('2030-01-01'))).toBe(true);
  expect(expiryValid('01/29', new Date('2030-01-01'))).toBe(false);
  expect(expiryValid('13/39')).toBe(false);
});

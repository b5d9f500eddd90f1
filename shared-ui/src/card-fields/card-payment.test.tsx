import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { fakeApi, json } from '../test-utils/fake-api';
import { renderScreen } from '../test-utils/render-screen';
import { CardPayment, payWithCard, type CardPaymentHandle } from './lazy-card-payment';

/** A checkout in miniature: the card entry and a pay button that sends what payWithCard hands it. */
function Checkout({ send, done }: { send: (pm: string) => Promise<{ secret?: string }>; done: (r: unknown) => void }) {
  const card = useRef<CardPaymentHandle | null>(null);
  return (
    <>
      <CardPayment handle={card} amountMinor={45000} currency="AED" />
      <button
        type="button"
        data-testid="pay"
        onClick={() => void payWithCard(card.current, send, (a) => a.secret).then(done)}
      >
        pay
      </button>
    </>
  );
}

function gateway(status: 'succeeded' | 'declined' = 'succeeded') {
  return fakeApi({
    'GET /payments/config': json({ provider: 'test-cards', publishable_key: null }),
    'POST /payments/test/authenticate': json({ status }),
  });
}

function typeCard(number: string) {
  fireEvent.change(screen.getByTestId('card-number'), { target: { value: number } });
  fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: '1239' } });
  fireEvent.change(screen.getByTestId('card-cvc'), { target: { value: '123' } });
}

const click = (id: string) =>
  act(async () => {
    fireEvent.click(screen.getByTestId(id));
  });

test('tokenises 4242 to its PaymentMethod in the browser: the number is never sent', async () => {
  const { requests } = gateway();
  const send = jest.fn(async () => ({}));
  const done = jest.fn();
  await renderScreen(<Checkout send={send} done={done} />);
  await screen.findByTestId('card-number', {}, { timeout: 5000 });
  expect(screen.getByTestId('test-cards')).toHaveTextContent('4000 0027 6000 3184 for a 3-D Secure check');
  typeCard('4242424242424242');
  await click('pay');
  await waitFor(() => expect(done).toHaveBeenCalledWith({}));
  expect(send).toHaveBeenCalledWith('pm_card_visa');
  expect(JSON.stringify(requests())).not.toContain('4242');
});

test('sends nothing for an incomplete card, a mistyped number or a card that is not a test card', async () => {
  gateway();
  const send = jest.fn(async () => ({}));
  const done = jest.fn();
  await renderScreen(<Checkout send={send} done={done} />);
  await screen.findByTestId('card-number', {}, { timeout: 5000 });
  await click('pay');
  await waitFor(() => expect(done).toHaveBeenCalledWith(null));
  expect(screen.getByText('Enter 12 to 19 digits')).toBeInTheDocument();
  typeCard('4242424242424241');
  await click('pay');
  expect(await screen.findByText('This card number is not valid. Check the digits.')).toBeInTheDocument();
  typeCard('5555555555554444');
  await click('pay');
  expect(await screen.findByText('In test mode only the test cards below can be used.')).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
});

test('3-D Secure: the challenge dialog approves, and the same PaymentMethod is sent again', async () => {
  const { requests } = gateway('succeeded');
  const answers = [{ secret: 'tc_1_secret_abc' }, {}];
  const send = jest.fn(async () => answers.shift() ?? {});
  const done = jest.fn();
  await renderScreen(<Checkout send={send} done={done} />);
  await screen.findByTestId('card-number', {}, { timeout: 5000 });
  typeCard('4000 0027 6000 3184');
  await click('pay');
  expect(await screen.findByText('Confirm with your bank')).toBeInTheDocument();
  await click('challenge-approve');
  await waitFor(() => expect(done).toHaveBeenCalledWith({}));
  expect(send.mock.calls).toEqual([['pm_card_authenticationRequired'], ['pm_card_authenticationRequired']]);
  expect(requests().find((r) => r.path === '/payments/test/authenticate')?.body).toEqual({
    client_secret: 'tc_1_secret_abc',
    approved: true,
  });
});

test('3-D Secure failed: says so in Arabic, and does not send again', async () => {
  gateway('declined');
  const send = jest.fn(async () => ({ secret: 'tc_2_secret_def' }));
  const done = jest.fn();
  await renderScreen(<Checkout send={send} done={done} />, { lang: 'ar' });
  await screen.findByTestId('card-number', {}, { timeout: 5000 });
  typeCard('4000002760003184');
  await click('pay');
  expect(await screen.findByText('التأكيد مع مصرفك')).toBeInTheDocument();
  await click('challenge-fail');
  await waitFor(() => expect(done).toHaveBeenCalledWith(null));
  expect(send).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('card-problem')).toHaveTextContent('تعذّر على مصرفك تأكيد هذه الدفعة');
});

test('says the card form is unavailable when the gateway config cannot be read', async () => {
  fakeApi({});
  await renderScreen(<Checkout send={jest.fn()} done={jest.fn()} />);
  expect(await screen.findByTestId('card-problem')).toHaveTextContent('The card form could not be loaded');
});

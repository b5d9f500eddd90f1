import type { CardPaymentHandle } from './card-payment-types';

/** At most this many 3-D Secure challenges in one payment (a plan charges each ticket order on its own). */
const MAX_CHALLENGES = 20;

/**
 * One payment with the card entry: tokenise the card, send its PaymentMethod id, and while the answer asks for
 * 3-D Secure (a client secret), complete it in the browser and send the same id again (the api charges under the
 * same key, so it reads the intent's outcome rather than charging twice). Answers null when nothing was sent or
 * the card could not be authenticated: the card entry already says why.
 */
export async function payWithCard<T>(
  card: CardPaymentHandle | null,
  send: (paymentMethod: string) => Promise<T>,
  clientSecretOf: (answer: T) => string | null | undefined,
): Promise<T | null> {
  if (!card) return null;
  const paymentMethod = await card.createPaymentMethod();
  if (!paymentMethod) return null;
  let answer = await send(paymentMethod);
  for (let i = 0; i < MAX_CHALLENGES; i += 1) {
    const secret = clientSecretOf(answer);
    if (!secret) return answer;
    if (!(await card.authenticate(secret))) return null;
    answer = await send(paymentMethod);
  }
  return answer;
}

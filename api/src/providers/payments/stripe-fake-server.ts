// A local server that speaks Stripe's API as this app uses it, for tests (never imported by the app):
// PaymentIntents (create and confirm with a PaymentMethod id, retrieve with expand[]=latest_charge, confirm, cancel,
// search by metadata), Customers and attaching a PaymentMethod to one (so it pays more than once), refunds, and
// webhook events signed as Stripe signs them. HTTP Basic with the secret key as
// user and an empty password, form bodies, Stripe-shaped JSON, errors as { error: { type, code, message } }, and
// idempotency: the first answer to an Idempotency-Key is saved and replayed (with Idempotent-Replayed: true), a
// replay with other parameters is a 400 idempotency_error, and a 5xx saves nothing.
//
// The browser's part (Stripe.js completing 3-D Secure, someone refunding in the dashboard) is done by the test
// through `authenticate` and `dashboardRefund`. Events are queued, not sent: the test delivers them when and as
// often as it likes (late, twice, out of order) through `deliver`.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhookPayload } from './webhook-signature';

export const FAKE_STRIPE_KEY = 'sk_test_local0123456789';
export const FAKE_WEBHOOK_SECRET = 'whsec_local_test_secret_0123456789';

export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

interface LastError {
  type: string;
  code: string;
  decline_code?: string;
  message: string;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string;
  payment_method: string | null;
  customer: string | null;
  metadata: Record<string, string>;
  last_payment_error: LastError | null;
  next_action: { type: 'use_stripe_sdk'; use_stripe_sdk: { type: 'three_d_secure_redirect' } } | null;
  latest_charge: string | null;
}

interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  payment_intent: string;
  metadata: Record<string, string>;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: FakeIntent | FakeCharge };
}

const card = (code: string, message: string, decline_code?: string): LastError => ({
  type: 'card_error',
  code,
  message,
  ...(decline_code ? { decline_code } : {}),
});

/** Stripe's test PaymentMethods (https://docs.stripe.com/testing) this fake answers for. */
const OUTCOMES: Record<string, 'succeeded' | 'requires_action' | LastError> = {
  pm_card_visa: 'succeeded',
  pm_card_mastercard: 'succeeded',
  pm_card_authenticationRequired: 'requires_action',
  pm_card_visa_chargeDeclined: card('card_declined', 'Your card was declined.', 'generic_decline'),
  pm_card_visa_chargeDeclinedInsufficientFunds: card(
    'card_declined',
    'Your card has insufficient funds.',
    'insufficient_funds',
  ),
  pm_card_chargeDeclinedProcessingError: card(
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ),
};
/** What the Payment Element makes in a browser: single-use ids, known to the fake through `addPaymentMethod`. */
const SHORTCUT = /^pm_card_/;

export const AUTHENTICATION_FAILURE_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export interface FakeStripe {
  url: string;
  received: FakeRequest[];
  intents: Map<string, FakeIntent>;
  charges: Map<string, FakeCharge>;
  /** Every event, in the order the gateway made them. */
  events: FakeEvent[];
  /** A PaymentMethod as the browser's Payment Element would have made it (single use), behaving like `like`. */
  addPaymentMethod(like: keyof typeof OUTCOMES): string;
  /** The browser completed (or failed) the 3-D Secure challenge of this intent. */
  authenticate(intentId: string, approved: boolean): FakeIntent;
  /** A refund made in the gateway's dashboard, outside the app. */
  dashboardRefund(intentId: string, amount?: number): FakeCharge;
  /** The last event of a type (for an intent). */
  lastEvent(type: string, intentId?: string): FakeEvent;
  /** Signs the event as Stripe does (at `at`, default now) and hands it to `send`; returns what send answered. */
  deliver<T>(event: FakeEvent, send: (body: string, signature: string) => Promise<T>, at?: Date): Promise<T>;
  close(): Promise<void>;
}

export async function startFakeStripe(
  opts: { script?: number[]; webhookSecret?: string; apiKey?: string } = {},
): Promise<FakeStripe> {
  const apiKey = opts.apiKey ?? FAKE_STRIPE_KEY;
  const webhookSecret = opts.webhookSecret ?? FAKE_WEBHOOK_SECRET;
  const script = [...(opts.script ?? [])];
  const received: FakeRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const charges = new Map<string, FakeCharge>();
  const events: FakeEvent[] = [];
  const saved = new Map<string, { params: string; status: number; body: unknown }>();
  /** Browser-made PaymentMethods: what each behaves like, and whether it was used (single use without a Customer). */
  const madeMethods = new Map<string, { like: keyof typeof OUTCOMES; used: boolean; customer: string | null }>();
  const customers = new Set<string>();
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_${String((sequence += 1)).padStart(24, '0')}`;

  const emit = (type: string, object: FakeIntent | FakeCharge) => {
    events.push({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: structuredClone(object) },
    });
  };

  const charge = (intent: FakeIntent) => {
    const made: FakeCharge = {
      id: nextId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      payment_intent: intent.id,
      metadata: { ...intent.metadata },
    };
    charges.set(made.id, made);
    intent.latest_charge = made.id;
  };

  /** Confirms the intent with a PaymentMethod: the card's outcome, as Stripe's test cards behave. */
  const confirm = (intent: FakeIntent, paymentMethod: string): { status: number; body: unknown } => {
    const made = madeMethods.get(paymentMethod);
    // Attached to a Customer, a PaymentMethod pays any number of that Customer's intents.
    if (made?.customer && made.customer !== intent.customer)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_method_unexpected_state',
            message: 'The PaymentMethod is attached to another Customer: pass that customer with it.',
          },
        },
      };
    if (made?.used && !made.customer)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_method_unexpected_state',
            message:
              'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again.',
          },
        },
      };
    const outcome = made ? OUTCOMES[made.like] : SHORTCUT.test(paymentMethod) ? OUTCOMES[paymentMethod] : undefined;
    if (!outcome)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_method',
            message: `No such PaymentMethod: '${paymentMethod}'`,
          },
        },
      };
    if (made) made.used = true;
    intent.payment_method = paymentMethod;
    intent.last_payment_error = null;
    if (outcome === 'succeeded') {
      intent.status = 'succeeded';
      charge(intent);
      emit('payment_intent.succeeded', intent);
      return { status: 200, body: intent };
    }
    if (outcome === 'requires_action') {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      emit('payment_intent.requires_action', intent);
      return { status: 200, body: intent };
    }
    intent.status = 'requires_payment_method';
    intent.last_payment_error = outcome;
    emit('payment_intent.payment_failed', intent);
    return { status: 402, body: { error: { ...outcome, payment_intent: intent } } };
  };

  const withCharge = (intent: FakeIntent, expand: string[]) =>
    expand.includes('latest_charge') && intent.latest_charge
      ? { ...intent, latest_charge: charges.get(intent.latest_charge) ?? intent.latest_charge }
      : intent;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const form = Object.fromEntries(new URLSearchParams(raw));
      const idem = req.headers['idempotency-key'] as string | undefined;
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        idempotencyKey: idem,
        contentType: req.headers['content-type'],
        form,
      });
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const fail = (status: number, error: Record<string, unknown>) => json(status, { error });
      const missing = (what: string, id: string) =>
        fail(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` });

      const scripted = script.shift();
      if (scripted !== undefined) return fail(scripted, { type: 'api_error', message: 'An unknown error occurred' });
      if (req.headers.authorization !== `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`) {
        return fail(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
      }
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      const intentPath = /^\/v1\/payment_intents\/(pi_\w+)(\/confirm|\/cancel)?$/.exec(url.pathname);

      if (req.method === 'GET' && url.pathname === '/v1/payment_intents/search') {
        const match = /^metadata\['idempotency_key'\]:'((?:[^'\\]|\\.)*)'$/.exec(url.searchParams.get('query') ?? '');
        if (!match) return fail(400, { type: 'invalid_request_error', message: 'Invalid search query' });
        const wanted = (match[1] ?? '').replace(/\\(.)/g, '$1');
        const data = [...intents.values()].filter((i) => i.metadata.idempotency_key === wanted);
        return json(200, { object: 'search_result', url: '/v1/payment_intents/search', has_more: false, data });
      }
      if (req.method === 'GET' && intentPath && !intentPath[2]) {
        const intent = intents.get(intentPath[1] ?? '');
        if (!intent) return missing('payment_intent', intentPath[1] ?? '');
        return json(200, withCharge(intent, url.searchParams.getAll('expand[]')));
      }
      if (req.method !== 'POST')
        return fail(404, { type: 'invalid_request_error', message: 'Unrecognized request URL' });
      if (req.headers['content-type'] !== 'application/x-www-form-urlencoded')
        return fail(400, { type: 'invalid_request_error', message: 'Form body expected' });

      // Idempotency: replay the saved answer; the same key with other parameters is refused.
      const scope = `${url.pathname} ${idem ?? ''}`;
      const previous = idem ? saved.get(scope) : undefined;
      if (previous) {
        if (previous.params !== raw)
          return fail(400, {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          });
        res.setHeader('idempotent-replayed', 'true');
        return json(previous.status, previous.body);
      }
      const answer = (status: number, body: unknown) => {
        // The answer as it was then: a later change to the intent does not show in a replay (as at Stripe).
        if (idem) saved.set(scope, { params: raw, status, body: structuredClone(body) });
        json(status, body);
      };

      if (url.pathname === '/v1/payment_intents') {
        const amount = Number(form.amount);
        if (!Number.isInteger(amount) || amount < 1)
          return fail(400, {
            type: 'invalid_request_error',
            code: 'parameter_invalid_integer',
            param: 'amount',
            message: 'Invalid integer',
          });
        if (!/^[a-z]{3}$/.test(form.currency ?? ''))
          return fail(400, { type: 'invalid_request_error', param: 'currency', message: 'Invalid currency' });
        if (Object.keys(form).some((k) => k.startsWith('payment_method_data[card]')))
          return fail(402, {
            type: 'card_error',
            code: 'raw_card_data_unavailable',
            message: 'Sending credit card numbers directly to the Stripe API is generally unsafe.',
          });
        const id = nextId('pi');
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount,
          currency: form.currency ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          description: form.description ?? '',
          payment_method: null,
          customer: form.customer ?? null,
          metadata: Object.fromEntries(
            Object.entries(form)
              .filter(([k]) => k.startsWith('metadata['))
              .map(([k, v]) => [k.slice(9, -1), v]),
          ),
          last_payment_error: null,
          next_action: null,
          latest_charge: null,
        };
        intents.set(id, intent);
        if (form.confirm === 'true' && form.payment_method) {
          const outcome = confirm(intent, form.payment_method);
          if (outcome.status === 400) intents.delete(id);
          return answer(outcome.status, outcome.body);
        }
        return answer(200, intent);
      }
      if (url.pathname === '/v1/customers') {
        const id = nextId('cus');
        customers.add(id);
        return answer(200, { id, object: 'customer' });
      }
      const attach = /^\/v1\/payment_methods\/(pm_\w+)\/attach$/.exec(url.pathname);
      if (attach) {
        const pm = attach[1] ?? '';
        if (!customers.has(form.customer ?? ''))
          return fail(400, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such customer' });
        let made = madeMethods.get(pm);
        let id = pm;
        if (!made && SHORTCUT.test(pm) && pm in OUTCOMES) {
          // Attaching a test shortcut makes a real PaymentMethod of that card, as Stripe's test mode does.
          id = `pm_${randomBytes(12).toString('hex')}`;
          made = { like: pm as keyof typeof OUTCOMES, used: false, customer: null };
          madeMethods.set(id, made);
        }
        if (!made)
          return fail(404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such PaymentMethod: '${pm}'`,
          });
        if (made.used && !made.customer)
          return fail(400, {
            type: 'invalid_request_error',
            code: 'payment_method_unexpected_state',
            message: 'This PaymentMethod was previously used without being attached to a Customer.',
          });
        made.customer = form.customer ?? null;
        return answer(200, { id, object: 'payment_method', customer: made.customer });
      }
      if (intentPath?.[2]) {
        const intent = intents.get(intentPath[1] ?? '');
        if (!intent) return missing('payment_intent', intentPath[1] ?? '');
        if (intentPath[2] === '/cancel') {
          if (!['requires_payment_method', 'requires_action', 'requires_confirmation'].includes(intent.status))
            return answer(400, {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
                payment_intent: intent,
              },
            });
          intent.status = 'canceled';
          intent.next_action = null;
          emit('payment_intent.canceled', intent);
          return answer(200, intent);
        }
        // confirm: what Stripe.js does with the publishable key and the client secret.
        if (intent.status !== 'requires_payment_method' || !form.payment_method)
          return answer(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${intent.status}.`,
            },
          });
        const outcome = confirm(intent, form.payment_method);
        return answer(outcome.status, outcome.body);
      }
      if (url.pathname === '/v1/refunds') {
        const intent = intents.get(form.payment_intent ?? '');
        if (!intent)
          return answer(400, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such payment_intent: '${form.payment_intent}'`,
            },
          });
        const paid = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
        if (intent.status !== 'succeeded' || !paid)
          return answer(400, {
            error: {
              type: 'invalid_request_error',
              message: 'This PaymentIntent does not have a successful charge to refund.',
            },
          });
        if (paid.amount_refunded >= paid.amount)
          return answer(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: 'Charge has already been refunded.',
            },
          });
        const left = paid.amount - paid.amount_refunded;
        const amount = Number(form.amount ?? left);
        if (amount > left)
          return answer(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
            },
          });
        paid.amount_refunded += amount;
        paid.refunded = paid.amount_refunded >= paid.amount;
        emit('charge.refunded', paid);
        return answer(200, {
          id: nextId('re'),
          object: 'refund',
          amount,
          payment_intent: intent.id,
          charge: paid.id,
          status: 'succeeded',
        });
      }
      return fail(404, { type: 'invalid_request_error', message: 'Unrecognized request URL' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const intentOf = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake stripe: no intent ${id}`);
    return intent;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    intents,
    charges,
    events,
    addPaymentMethod(like) {
      const id = `pm_${randomBytes(12).toString('hex')}`;
      madeMethods.set(id, { like, used: false, customer: null });
      return id;
    },
    authenticate(intentId, approved) {
      const intent = intentOf(intentId);
      if (intent.status !== 'requires_action') throw new Error(`fake stripe: ${intentId} is ${intent.status}`);
      intent.next_action = null;
      if (approved) {
        intent.status = 'succeeded';
        charge(intent);
        emit('payment_intent.succeeded', intent);
      } else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: AUTHENTICATION_FAILURE_MESSAGE,
        };
        emit('payment_intent.payment_failed', intent);
      }
      return intent;
    },
    dashboardRefund(intentId, amount) {
      const intent = intentOf(intentId);
      const paid = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!paid) throw new Error(`fake stripe: ${intentId} has no charge`);
      paid.amount_refunded = Math.min(paid.amount, paid.amount_refunded + (amount ?? paid.amount));
      paid.refunded = paid.amount_refunded >= paid.amount;
      emit('charge.refunded', paid);
      return paid;
    },
    lastEvent(type, intentId) {
      const found = [...events]
        .reverse()
        .find(
          (e) =>
            e.type === type &&
            (intentId === undefined ||
              e.data.object.id === intentId ||
              (e.data.object.object === 'charge' && e.data.object.payment_intent === intentId)),
        );
      if (!found) throw new Error(`fake stripe: no ${type} event`);
      return found;
    },
    deliver(event, send, at = new Date()) {
      const body = JSON.stringify(event);
      return send(body, signWebhookPayload(body, webhookSecret, at));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

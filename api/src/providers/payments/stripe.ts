import {
  PROCESSING_ERROR,
  type IntentState,
  type ReusableCard,
  type ChargeInput,
  type ChargeResult,
  type PaymentsProvider,
  type RefundInput,
  type RefundResult,
} from './types';

export interface StripePaymentsOptions {
  /** A secret (sk_…) or restricted (rk_…) key; sent as the HTTP Basic user with an empty password. */
  apiKey: string;
  /** The publishable key (pk_…) the browser's Payment Element loads with. */
  publishableKey?: string | null;
  /** The API origin; Stripe's own by default, a local server in tests, or any gateway speaking the same protocol. */
  baseUrl?: string;
  /** Per request. A request is tried at most twice: again only after a 429, a 5xx or a network failure. */
  timeoutMs?: number;
  /** The pause before that second try. */
  retryDelayMs?: number;
  fetchImpl?: typeof fetch;
}

/** One PaymentIntent as the API returns it (only the fields read here). */
interface PaymentIntent {
  id: string;
  object?: string;
  status: string;
  amount?: number;
  currency?: string;
  client_secret?: string | null;
  metadata?: Record<string, string> | null;
  /** A charge id, or the charge itself when expanded (what reconciliation reads the refunded amount from). */
  latest_charge?: string | { amount_refunded?: number } | null;
  last_payment_error?: { message?: string; code?: string; decline_code?: string } | null;
}

interface StripeError {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
  payment_intent?: PaymentIntent;
}

type Answer =
  | { kind: 'http'; status: number; body: unknown; shouldRetry: string | null; replayed: boolean }
  | { kind: 'network'; message: string };

export const KEY_REUSED = 'This idempotency key was used for a different amount';

const RETRYABLE = (status: number) => status === 429 || status >= 500;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isIntent(value: unknown): value is PaymentIntent {
  const v = value as PaymentIntent | null;
  return typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.status === 'string';
}

function errorOf(body: unknown): StripeError {
  const e = (body as { error?: unknown } | null)?.error;
  return typeof e === 'object' && e !== null ? (e as StripeError) : {};
}

/**
 * A PaymentIntent's status as a charge result: succeeded is paid; requires_action waits for 3-D Secure in the browser
 * (with the client secret it needs); a card that was refused (requires_payment_method after a decline or a failed
 * authentication, canceled) is declined and final for the key; processing or anything unexpected is failed, which
 * the caller may retry with the same key.
 */
export function resultOfIntent(intent: PaymentIntent): ChargeResult {
  const ref = intent.id;
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', ref };
    case 'requires_payment_method':
      return { status: 'declined', ref, error: intent.last_payment_error?.message ?? 'Your card was declined' };
    case 'requires_action':
      return intent.client_secret
        ? { status: 'requires_action', ref, clientSecret: intent.client_secret }
        : { status: 'failed', ref, error: PROCESSING_ERROR };
    case 'canceled':
      return { status: 'declined', ref, error: 'The payment was canceled' };
    default:
      // processing (and requires_confirmation / requires_capture, which confirm=true with automatic capture never leaves)
      return { status: 'failed', ref, error: PROCESSING_ERROR };
  }
}

/** A value inside a search query's single quotes: backslash-escape quotes and backslashes. */
const quoteSearchValue = (value: string) => `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;

/**
 * Payments through a gateway with Stripe's API (https://docs.stripe.com/api), finalised on the server
 * (https://docs.stripe.com/payments/finalize-payments-on-the-server): the browser's Payment Element makes a
 * PaymentMethod, and a charge is one PaymentIntent created and confirmed with it under the caller's idempotency key
 * (the `Idempotency-Key` header, so a retry within Stripe's 24 hours gets the same intent and never charges twice;
 * the key is also kept in the intent's metadata, which is how findCharge finds it later). A card that asks for
 * 3-D Secure answers requires_action with the client secret; the browser completes it (stripe.handleNextAction) and
 * the retry with the same key reads the intent's new status. No card number reaches this code.
 */
export function createStripePayments(options: StripePaymentsOptions): PaymentsProvider {
  const apiKey = options.apiKey.trim();
  if (!apiKey) throw new Error('PAYMENTS_API_KEY is empty');
  const base = (options.baseUrl ?? 'https://api.stripe.com').replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  const doFetch = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const retryDelayMs = options.retryDelayMs ?? 500;

  async function once(
    method: 'GET' | 'POST',
    path: string,
    form: URLSearchParams | null,
    idempotencyKey?: string,
  ): Promise<Answer> {
    const headers: Record<string, string> = { authorization: auth, accept: 'application/json' };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: form?.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { kind: 'network', message: (error as Error).message };
    }
    let text = '';
    try {
      text = await res.text();
    } catch (error) {
      return { kind: 'network', message: (error as Error).message };
    }
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: the status decides */
    }
    return {
      kind: 'http',
      status: res.status,
      body,
      shouldRetry: res.headers.get('stripe-should-retry'),
      replayed: res.headers.get('idempotent-replayed') === 'true',
    };
  }

  /** One request, tried again once (same body, same Idempotency-Key) after a 429, a 5xx or a network failure. */
  async function request(
    method: 'GET' | 'POST',
    path: string,
    form: URLSearchParams | null,
    idempotencyKey?: string,
  ): Promise<Answer> {
    const first = await once(method, path, form, idempotencyKey);
    // Stripe's Stripe-Should-Retry header, when present, overrides the status (true on a 409 for a key in flight).
    if (
      first.kind === 'http' &&
      (first.shouldRetry === 'false' || (first.shouldRetry !== 'true' && !RETRYABLE(first.status)))
    )
      return first;
    if (retryDelayMs > 0) await sleep(retryDelayMs);
    return once(method, path, form, idempotencyKey);
  }

  function chargeForm(input: ChargeInput): URLSearchParams {
    const form = new URLSearchParams();
    form.set('amount', String(input.amountMinor));
    form.set('currency', input.currency.toLowerCase());
    form.set('confirm', 'true');
    form.set('payment_method', input.paymentMethod);
    if (input.customer) form.set('customer', input.customer);
    form.append('payment_method_types[]', 'card');
    // 3-D Secure is completed by Stripe.js in the browser (handleNextAction), not by a redirect to a return_url.
    form.set('use_stripe_sdk', 'true');
    form.set('description', input.description);
    if (input.orderId !== undefined && input.orderId !== null) form.set('metadata[order_id]', String(input.orderId));
    form.set('metadata[idempotency_key]', input.idempotencyKey);
    return form;
  }

  /** The intent as it is now (after the browser's 3-D Secure), or null when the gateway cannot say. */
  async function retrieve(id: string, expand: string[] = []): Promise<PaymentIntent | null> {
    const query = new URLSearchParams(expand.map((e): [string, string] => ['expand[]', e])).toString();
    const answer = await request(
      'GET',
      `/v1/payment_intents/${encodeURIComponent(id)}${query ? `?${query}` : ''}`,
      null,
    );
    if (answer.kind === 'network') throw new Error(`Payments gateway unreachable: ${answer.message}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200 || !isIntent(answer.body))
      throw new Error(`Payments gateway retrieve failed: ${errorOf(answer.body).message ?? `HTTP ${answer.status}`}`);
    return answer.body;
  }

  return {
    name: 'stripe',
    publishableKey: options.publishableKey?.trim() || null,

    async charge(input: ChargeInput): Promise<ChargeResult> {
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
        throw new Error('amountMinor must be a positive integer');
      if (!input.idempotencyKey) throw new Error('idempotencyKey is required');
      if (!input.paymentMethod) throw new Error('paymentMethod is required');
      const answer = await request('POST', '/v1/payment_intents', chargeForm(input), input.idempotencyKey);
      if (answer.kind === 'network') return { status: 'failed', ref: '', error: PROCESSING_ERROR };
      if (answer.status >= 200 && answer.status < 300) {
        if (!isIntent(answer.body)) return { status: 'failed', ref: '', error: PROCESSING_ERROR };
        const first = resultOfIntent(answer.body);
        // A replayed answer is the intent as it was then: after 3-D Secure in the browser it has moved on.
        if (!answer.replayed || first.status === 'succeeded' || first.status === 'declined') return first;
        try {
          const now = await retrieve(answer.body.id);
          return now ? resultOfIntent(now) : first;
        } catch {
          return { status: 'failed', ref: first.ref, error: PROCESSING_ERROR };
        }
      }
      const error = errorOf(answer.body);
      if (answer.status === 402 || error.type === 'card_error') {
        const intent = error.payment_intent;
        return {
          status: 'declined',
          ref: isIntent(intent) ? intent.id : '',
          error: error.message ?? 'Your card was declined',
        };
      }
      // Stripe refuses a key replayed with other parameters; the test-card provider throws the same way.
      if (error.type === 'idempotency_error') throw new Error(KEY_REUSED);
      // 5xx after the retry, 409 (the same key in flight), 401/400 (configuration): nothing final for this key.
      return { status: 'failed', ref: '', error: PROCESSING_ERROR };
    },

    async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
      const query = `metadata['idempotency_key']:${quoteSearchValue(idempotencyKey)}`;
      const answer = await request(
        'GET',
        `/v1/payment_intents/search?${new URLSearchParams({ query, limit: '1' }).toString()}`,
        null,
      );
      if (answer.kind === 'network') throw new Error(`Payments gateway unreachable: ${answer.message}`);
      if (answer.status !== 200)
        throw new Error(`Payments gateway search failed: ${errorOf(answer.body).message ?? `HTTP ${answer.status}`}`);
      const data = (answer.body as { data?: unknown } | null)?.data;
      if (!Array.isArray(data)) throw new Error('Payments gateway search answered without data');
      const first: unknown = data[0];
      return isIntent(first) ? resultOfIntent(first) : null;
    },

    async reusableCard(paymentMethod: string, key: string): Promise<ReusableCard> {
      const unchanged = { paymentMethod, customer: null };
      const made = await request(
        'POST',
        '/v1/customers',
        new URLSearchParams({ 'metadata[card_for]': key }),
        `customer:${key}`,
      );
      const customer = made.kind === 'http' && made.status === 200 ? (made.body as { id?: unknown } | null)?.id : null;
      if (typeof customer !== 'string') return unchanged;
      const attached = await request(
        'POST',
        `/v1/payment_methods/${encodeURIComponent(paymentMethod)}/attach`,
        new URLSearchParams({ customer }),
        `attach:${key}:${paymentMethod}`,
      );
      const id =
        attached.kind === 'http' && attached.status === 200 ? (attached.body as { id?: unknown } | null)?.id : null;
      // Not attached (a card Stripe refuses to save): the first charge still goes through, the next ones say why.
      return typeof id === 'string' ? { paymentMethod: id, customer } : unchanged;
    },

    async cancelIntent(ref: string): Promise<ChargeResult> {
      const answer = await request(
        'POST',
        `/v1/payment_intents/${encodeURIComponent(ref)}/cancel`,
        new URLSearchParams(),
      );
      if (answer.kind === 'http' && answer.status === 200 && isIntent(answer.body)) return resultOfIntent(answer.body);
      // Not cancelable any more (it succeeded meanwhile) or no answer: the intent's own state decides.
      const now = await retrieve(ref);
      if (!now) throw new Error(`Payments gateway does not know ${ref}`);
      return resultOfIntent(now);
    },

    async getIntent(ref: string): Promise<IntentState | null> {
      const intent = await retrieve(ref, ['latest_charge']);
      if (!intent) return null;
      const charge = intent.latest_charge;
      return {
        result: resultOfIntent(intent),
        idempotencyKey: intent.metadata?.idempotency_key ?? null,
        amountMinor: intent.amount ?? 0,
        refundedMinor: typeof charge === 'object' && charge !== null ? (charge.amount_refunded ?? 0) : 0,
      };
    },

    async refund({ ref, amountMinor }: RefundInput): Promise<RefundResult> {
      if (!ref) return { status: 'failed', ref, error: 'No such charge' };
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
        return { status: 'failed', ref, error: 'The refund amount must be positive' };
      const form = new URLSearchParams({ payment_intent: ref, amount: String(amountMinor) });
      // Keyed by intent and amount: a retried refund is the same refund, as with the test-card provider.
      const answer = await request('POST', '/v1/refunds', form, `refund:${ref}:${amountMinor}`);
      if (answer.kind === 'network') return { status: 'failed', ref, error: PROCESSING_ERROR };
      if (answer.status >= 200 && answer.status < 300) {
        const status = (answer.body as { status?: unknown } | null)?.status;
        // pending: accepted, the money goes back once the network settles it.
        if (status === 'succeeded' || status === 'pending') return { status: 'refunded', ref };
        return { status: 'failed', ref, error: `The refund is ${typeof status === 'string' ? status : 'unknown'}` };
      }
      const error = errorOf(answer.body);
      if (error.code === 'charge_already_refunded') return { status: 'refunded', ref };
      return { status: 'failed', ref, error: error.message ?? `HTTP ${answer.status}` };
    },
  };
}

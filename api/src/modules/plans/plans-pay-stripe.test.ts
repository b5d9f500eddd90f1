import { createUserSession, type TestApp } from '../../../test/helpers';
import { createStripePayments } from '../../providers/payments/stripe';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe } from '../../providers/payments/stripe-fake-server';
import { call, createPlansApp, inDays, questionnaire } from './testing/plans-app';
import type { ConfirmPlanResponse, PlanDetail } from './types';

// A plan's tickets are several charges with one card. Stripe uses a PaymentMethod made in the browser once unless
// it is attached to a Customer: confirming attaches it first, so every ticket order is paid with the one card.

describe('confirming a plan through a Stripe-protocol gateway', () => {
  let t: TestApp;
  let gw: FakeStripe;
  beforeAll(async () => {
    gw = await startFakeStripe();
    t = await createPlansApp('pglite', {
      providers: { payments: createStripePayments({ apiKey: FAKE_STRIPE_KEY, baseUrl: gw.url, retryDelayMs: 0 }) },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await gw?.close();
  });

  it('pays every priced ticket order with one browser-made PaymentMethod, attached once to one Customer', async () => {
    const s = await createUserSession(t.app);
    const made = await call<PlanDetail>(t, 'POST', '/plans', questionnaire({ end_date: inDays(8) }), s.headers);
    expect(made.status).toBe(201);
    const priced = made.body.days.flatMap((d) => d.items).filter((i) => i.cost_minor > 0).length;
    expect(priced).toBeGreaterThan(1);
    const pm = gw.addPaymentMethod('pm_card_visa');
    const res = await call<ConfirmPlanResponse>(
      t,
      'POST',
      '/plans/confirm',
      { pid: made.body.user_plan_id, payment_method: pm, currency: 'AED' },
      s.headers,
    );
    expect(res.body.payment).toMatchObject({
      status: 'succeeded',
      paid_items: made.body.days.flatMap((d) => d.items).length,
    });
    const intents = [...gw.intents.values()];
    expect(intents).toHaveLength(priced);
    expect(intents.every((i) => i.status === 'succeeded' && i.payment_method === pm)).toBe(true);
    expect(new Set(intents.map((i) => i.customer)).size).toBe(1);
    expect(intents[0]?.customer).toMatch(/^cus_/);
    expect(gw.received.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
  });
});

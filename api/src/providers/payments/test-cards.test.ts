import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../../test/helpers';
import { payments } from '../../db/schema';
import { completeTestAuthentication, createTestCardPayments, TEST_PAYMENT_METHODS as PM } from './test-cards';
import { AUTHENTICATION_FAILED, CARD_DECLINED, type ChargeInput } from './types';

describe.each(dbKinds())('test-card payments on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t?.close());

  const charge = (paymentMethod: string, overrides: Partial<ChargeInput> = {}): ChargeInput => ({
    amountMinor: 450_00,
    currency: 'AED',
    paymentMethod,
    idempotencyKey: randomUUID(),
    description: 'Hotel booking',
    ...overrides,
  });
  const rowsFor = (key: string) => t.database.db.select().from(payments).where(eq(payments.idempotencyKey, key));

  it('charges 4242 4242 4242 4242 (pm_card_visa) and records it', async () => {
    const provider = createTestCardPayments(t.database.db);
    const input = charge(PM.success);
    const result = await provider.charge(input);
    expect(result).toEqual({ status: 'succeeded', ref: expect.stringMatching(/^tc_/) });
    const rows = await rowsFor(input.idempotencyKey);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'succeeded',
      amountMinor: 450_00,
      currency: 'AED',
      providerRef: result.ref,
    });
  });

  it('declines 4000 0000 0000 0002, and keeps declining that key', async () => {
    const provider = createTestCardPayments(t.database.db);
    const input = charge(PM.declined);
    const first = await provider.charge(input);
    expect(first).toMatchObject({ status: 'declined', error: CARD_DECLINED });
    expect(await provider.charge(input)).toEqual(first);
    expect(await rowsFor(input.idempotencyKey)).toHaveLength(1);
  });

  it('declines a PaymentMethod that is not a test card', async () => {
    const provider = createTestCardPayments(t.database.db);
    expect((await provider.charge(charge('pm_1234'))).status).toBe('declined');
  });

  it('never charges one key twice, even from another instance after a restart', async () => {
    const input = charge(PM.success);
    const first = await createTestCardPayments(t.database.db).charge(input);
    // A fresh provider (as after a restart or on another api instance) sees the same record.
    const again = await createTestCardPayments(t.database.db).charge(input);
    expect(again).toEqual(first);
    const both = await Promise.all([
      createTestCardPayments(t.database.db).charge(input),
      createTestCardPayments(t.database.db).charge(input),
    ]);
    expect(both).toEqual([first, first]);
    expect(await rowsFor(input.idempotencyKey)).toHaveLength(1);
  });

  it('settles concurrent first attempts with one key on one charge', async () => {
    const input = charge(PM.success);
    const results = await Promise.all([1, 2, 3].map(() => createTestCardPayments(t.database.db).charge(input)));
    expect(new Set(results.map((r) => r.ref)).size).toBe(1);
    expect(await rowsFor(input.idempotencyKey)).toHaveLength(1);
  });

  it('fails 4000 0000 0000 0119 the first time for a key and succeeds on a retry', async () => {
    const provider = createTestCardPayments(t.database.db);
    const input = charge(PM.failThenSucceed);
    const first = await provider.charge(input);
    expect(first.status).toBe('failed');
    expect(first.error).toBeDefined();
    const retry = await createTestCardPayments(t.database.db).charge(input);
    expect(retry).toEqual({ status: 'succeeded', ref: first.ref });
    // Once it succeeded, further retries return that success without charging again.
    expect(await provider.charge(input)).toEqual(retry);
    const rows = await rowsFor(input.idempotencyKey);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('succeeded');
    // A new key starts over with a failure.
    expect((await provider.charge(charge(PM.failThenSucceed))).status).toBe('failed');
  });

  it('refuses to reuse a key for a different amount', async () => {
    const provider = createTestCardPayments(t.database.db);
    const input = charge(PM.success);
    await provider.charge(input);
    await expect(provider.charge({ ...input, amountMinor: 1 })).rejects.toThrow(/different amount/);
  });

  it('refunds a successful charge once, not beyond its amount, and never a declined one', async () => {
    const provider = createTestCardPayments(t.database.db);
    const ok = await provider.charge(charge(PM.success));
    expect(await provider.refund({ ref: ok.ref, amountMinor: 999_00 })).toMatchObject({ status: 'failed' });
    expect(await provider.refund({ ref: ok.ref, amountMinor: 450_00 })).toEqual({ status: 'refunded', ref: ok.ref });
    expect(await provider.refund({ ref: ok.ref, amountMinor: 450_00 })).toEqual({ status: 'refunded', ref: ok.ref });
    const declined = await provider.charge(charge(PM.declined));
    expect((await provider.refund({ ref: declined.ref, amountMinor: 1 })).status).toBe('failed');
    expect((await provider.refund({ ref: 'tc_unknown', amountMinor: 1 })).status).toBe('failed');
  });

  it('asks for 3-D Secure with 4000 0027 6000 3184; the challenge approves (once) or fails the intent', async () => {
    const provider = createTestCardPayments(t.database.db);
    const input = charge(PM.threeDSecure);
    const first = await provider.charge(input);
    expect(first).toEqual({
      status: 'requires_action',
      ref: expect.stringMatching(/^tc_/),
      clientSecret: expect.stringMatching(/^tc_\w+_secret_\w+$/),
    });
    // Paying again before the challenge: still waiting, the same intent.
    expect(await provider.charge(input)).toEqual(first);
    expect(await completeTestAuthentication(t.database.db, 'tc_nope_secret_x', true)).toBeNull();
    const approved = await completeTestAuthentication(t.database.db, first.clientSecret ?? '', true);
    expect(approved?.status).toBe('succeeded');
    // A second answer (another tab says fail) does not undo the first.
    expect((await completeTestAuthentication(t.database.db, first.clientSecret ?? '', false))?.status).toBe(
      'succeeded',
    );
    expect(await provider.charge(input)).toEqual({ status: 'succeeded', ref: first.ref });
    expect(await provider.getIntent(first.ref)).toEqual({
      result: { status: 'succeeded', ref: first.ref },
      idempotencyKey: input.idempotencyKey,
      amountMinor: 450_00,
      refundedMinor: 0,
    });

    const failing = charge(PM.threeDSecure);
    const waiting = await provider.charge(failing);
    expect((await completeTestAuthentication(t.database.db, waiting.clientSecret ?? '', false))?.status).toBe(
      'declined',
    );
    expect(await provider.charge(failing)).toEqual({
      status: 'declined',
      ref: waiting.ref,
      error: AUTHENTICATION_FAILED,
    });
  });

  it('cancels an intent waiting for 3-D Secure, so a late approval cannot charge it', async () => {
    const provider = createTestCardPayments(t.database.db);
    const waiting = await provider.charge(charge(PM.threeDSecure));
    expect((await provider.cancelIntent(waiting.ref)).status).toBe('declined');
    expect((await completeTestAuthentication(t.database.db, waiting.clientSecret ?? '', true))?.status).toBe(
      'declined',
    );
    const paid = await provider.charge(charge(PM.success));
    expect(await provider.cancelIntent(paid.ref)).toEqual(paid);
  });

  it('records the refunded amount', async () => {
    const provider = createTestCardPayments(t.database.db);
    const paid = await provider.charge(charge(PM.success));
    await provider.refund({ ref: paid.ref, amountMinor: 120_00 });
    expect((await provider.getIntent(paid.ref))?.refundedMinor).toBe(120_00);
    expect(await provider.getIntent('tc_unknown')).toBeNull();
  });
});

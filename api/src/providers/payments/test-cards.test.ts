import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../../test/helpers';
import { payments } from '../../db/schema';
import { createTestCardPayments, TEST_CARDS } from './test-cards';
import { CARD_DECLINED, type ChargeInput } from './types';

describe.each(dbKinds())('test-card payments on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t?.close());

  const charge = (card: string, overrides: Partial<ChargeInput> = {}): ChargeInput => ({
    amountMinor: 450_00,
    currency: 'AED',
    cardNumber: card,
    idempotencyKey: randomUUID(),
    description: 'Hotel booking',
    ...overrides,
  });
  const rowsFor = (key: string) => t.database.db.select().from(payments).where(eq(payments.idempotencyKey, key));

  it('charges 4242 4242 4242 4242 and records it', async () => {
    const provider = createTestCardPayments(t.database.db);
    const input = charge('4242 4242 4242 4242');
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
    const input = charge('4000 0000 0000 0002');
    const first = await provider.charge(input);
    expect(first).toMatchObject({ status: 'declined', error: CARD_DECLINED });
    expect(await provider.charge(input)).toEqual(first);
    expect(await rowsFor(input.idempotencyKey)).toHaveLength(1);
  });

  it('declines a number that is not a card', async () => {
    const provider = createTestCardPayments(t.database.db);
    expect((await provider.charge(charge('1234 5678 9012 3456'))).status).toBe('declined');
    expect((await provider.charge(charge('abc'))).status).toBe('declined');
  });

  it('never charges one key twice, even from another instance after a restart', async () => {
    const input = charge(TEST_CARDS.success);
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
    const input = charge(TEST_CARDS.success);
    const results = await Promise.all([1, 2, 3].map(() => createTestCardPayments(t.database.db).charge(input)));
    expect(new Set(results.map((r) => r.ref)).size).toBe(1);
    expect(await rowsFor(input.idempotencyKey)).toHaveLength(1);
  });

  it('fails 4000 0000 0000 0119 the first time for a key and succeeds on a retry', async () => {
    const provider = createTestCardPayments(t.database.db);
    const input = charge('4000000000000119');
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
    expect((await provider.charge(charge('4000000000000119'))).status).toBe('failed');
  });

  it('refuses to reuse a key for a different amount', async () => {
    const provider = createTestCardPayments(t.database.db);
    const input = charge(TEST_CARDS.success);
    await provider.charge(input);
    await expect(provider.charge({ ...input, amountMinor: 1 })).rejects.toThrow(/different amount/);
  });

  it('refunds a successful charge once, not beyond its amount, and never a declined one', async () => {
    const provider = createTestCardPayments(t.database.db);
    const ok = await provider.charge(charge(TEST_CARDS.success));
    expect(await provider.refund({ ref: ok.ref, amountMinor: 999_00 })).toMatchObject({ status: 'failed' });
    expect(await provider.refund({ ref: ok.ref, amountMinor: 450_00 })).toEqual({ status: 'refunded', ref: ok.ref });
    expect(await provider.refund({ ref: ok.ref, amountMinor: 450_00 })).toEqual({ status: 'refunded', ref: ok.ref });
    const declined = await provider.charge(charge(TEST_CARDS.declined));
    expect((await provider.refund({ ref: declined.ref, amountMinor: 1 })).status).toBe('failed');
    expect((await provider.refund({ ref: 'tc_unknown', amountMinor: 1 })).status).toBe('failed');
  });
});

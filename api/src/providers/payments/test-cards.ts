import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema';
import { at } from '../../lib/checked';
import {
  CARD_DECLINED,
  PROCESSING_ERROR,
  type ChargeInput,
  type ChargeResult,
  type ChargeStatus,
  type PaymentsProvider,
} from './types';

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  /** Fails the first attempt for an idempotency key, succeeds on a retry with the same key. */
  failThenSucceed: '4000000000000119',
} as const;

const PROVIDER = 'test-cards';
export const CARD_INVALID = 'Your card number is incorrect';

const normaliseCard = (card: string) => card.replace(/[\s-]/g, '');

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** What the simulated network answers, given whether this key was attempted before. */
function decide(cardNumber: string, attemptedBefore: boolean): { status: ChargeStatus; error?: string } {
  const card = normaliseCard(cardNumber);
  if (!/^\d{12,19}$/.test(card) || !luhnValid(card)) return { status: 'declined', error: CARD_INVALID };
  if (card === TEST_CARDS.declined) return { status: 'declined', error: CARD_DECLINED };
  if (card === TEST_CARDS.failThenSucceed && !attemptedBefore) return { status: 'failed', error: PROCESSING_ERROR };
  return { status: 'succeeded' };
}

/** A recorded charge as the caller sees it; a refunded charge had succeeded. */
function resultOf(row: PaymentRow): ChargeResult {
  const status: ChargeStatus = row.status === 'refunded' ? 'succeeded' : row.status;
  return row.error ? { status, ref: row.providerRef, error: row.error } : { status, ref: row.providerRef };
}

const newRef = () => `tc_${randomBytes(12).toString('hex')}`;

/**
 * The built-in payments provider: test cards, no network. Attempts are kept in the payments table
 * (not in memory), so idempotency holds across restarts and across api instances: the row lock
 * serialises two attempts with one key, and a key whose charge succeeded or was declined answers
 * with that first result forever.
 */
export function createTestCardPayments(db: Db): PaymentsProvider {
  return {
    name: PROVIDER,

    async charge(input: ChargeInput): Promise<ChargeResult> {
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
        throw new Error('amountMinor must be a positive integer');
      }
      if (!input.idempotencyKey) throw new Error('idempotencyKey is required');
      return db.transaction(async (tx) => {
        const lock = () =>
          tx.select().from(payments).where(eq(payments.idempotencyKey, input.idempotencyKey)).for('update').limit(1);
        let [existing] = await lock();
        if (!existing) {
          // First attempt with this key: claim it. A concurrent first attempt loses the insert and waits on the lock.
          const outcome = decide(input.cardNumber, false);
          const [inserted] = await tx
            .insert(payments)
            .values({
              orderId: input.orderId ?? null,
              provider: PROVIDER,
              providerRef: newRef(),
              status: outcome.status,
              amountMinor: input.amountMinor,
              currency: input.currency,
              idempotencyKey: input.idempotencyKey,
              error: outcome.error ?? null,
            })
            .onConflictDoNothing({ target: payments.idempotencyKey })
            .returning();
          if (inserted) return resultOf(inserted);
          [existing] = await lock();
          // The insert lost to a concurrent first attempt, whose row the lock has now waited for.
          if (!existing) throw new Error('The payment row for this idempotency key vanished');
        }
        if (existing.amountMinor !== input.amountMinor || existing.currency !== input.currency) {
          throw new Error('This idempotency key was used for a different amount');
        }
        if (existing.status !== 'failed') return resultOf(existing);
        // Only a processing failure may be retried; the retry reuses the row so the key still maps to one charge.
        const outcome = decide(input.cardNumber, true);
        const updated = await tx
          .update(payments)
          .set({ status: outcome.status, error: outcome.error ?? null, orderId: input.orderId ?? existing.orderId })
          .where(eq(payments.id, existing.id))
          .returning();
        // The row is locked by this transaction, so the update always finds it.
        return resultOf(at(updated, 0));
      });
    },

    async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
      const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey)).limit(1);
      return row ? resultOf(row) : null;
    },

    async refund({ ref, amountMinor }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.provider, PROVIDER), eq(payments.providerRef, ref)))
          .for('update')
          .limit(1);
        if (!row) return { status: 'failed', ref, error: 'No such charge' };
        if (row.status === 'refunded') return { status: 'refunded', ref };
        if (row.status !== 'succeeded')
          return { status: 'failed', ref, error: 'Only a successful charge can be refunded' };
        if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > row.amountMinor) {
          return { status: 'failed', ref, error: 'The refund exceeds the charge' };
        }
        await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, row.id));
        return { status: 'refunded', ref };
      });
    },
  };
}

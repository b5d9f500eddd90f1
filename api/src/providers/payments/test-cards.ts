import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema';
import { at } from '../../lib/checked';
import {
  AUTHENTICATION_FAILED,
  CARD_DECLINED,
  PROCESSING_ERROR,
  type ChargeInput,
  type ChargeResult,
  type ChargeStatus,
  type IntentState,
  type PaymentsProvider,
} from './types';

/**
 * The test cards' PaymentMethod ids, as the built-in card element (shared-ui/src/card-fields) tokenises them in the
 * browser, and the same ids Stripe's test mode knows: 4242 4242 4242 4242, 4000 0000 0000 0002 (declined),
 * 4000 0000 0000 0119 (a processing error; here it fails the first attempt of a key and succeeds on a retry) and
 * 4000 0027 6000 3184 (asks for 3-D Secure).
 */
export const TEST_PAYMENT_METHODS = {
  success: 'pm_card_visa',
  declined: 'pm_card_visa_chargeDeclined',
  failThenSucceed: 'pm_card_chargeDeclinedProcessingError',
  threeDSecure: 'pm_card_authenticationRequired',
} as const;

const PROVIDER = 'test-cards';
/** This gateway's charge with the given intent reference. */
const byRef = (ref: string) => and(eq(payments.provider, PROVIDER), eq(payments.providerRef, ref));
export const UNKNOWN_PAYMENT_METHOD = 'This payment method is not one of the test cards';

/** What the simulated network answers, given whether this key was attempted before. */
function decide(paymentMethod: string, attemptedBefore: boolean): { status: ChargeStatus; error?: string } {
  switch (paymentMethod) {
    case TEST_PAYMENT_METHODS.success:
      return { status: 'succeeded' };
    case TEST_PAYMENT_METHODS.declined:
      return { status: 'declined', error: CARD_DECLINED };
    case TEST_PAYMENT_METHODS.failThenSucceed:
      return attemptedBefore ? { status: 'succeeded' } : { status: 'failed', error: PROCESSING_ERROR };
    case TEST_PAYMENT_METHODS.threeDSecure:
      return { status: 'requires_action' };
    default:
      return { status: 'declined', error: UNKNOWN_PAYMENT_METHOD };
  }
}

/** A recorded charge as the caller sees it; a refunded charge had succeeded. */
function resultOf(row: PaymentRow): ChargeResult {
  const status: ChargeStatus = row.status === 'refunded' ? 'succeeded' : row.status;
  if (status === 'requires_action' && row.clientSecret)
    return { status, ref: row.providerRef, clientSecret: row.clientSecret };
  return row.error ? { status, ref: row.providerRef, error: row.error } : { status, ref: row.providerRef };
}

const newRef = () => `tc_${randomBytes(12).toString('hex')}`;
/** Shaped like Stripe's (`<intent>_secret_<random>`): whoever holds it may complete that intent's authentication. */
const newClientSecret = (ref: string) => `${ref}_secret_${randomBytes(16).toString('hex')}`;

/**
 * The built-in 3-D Secure step: the browser's challenge dialog approves or fails the intent waiting under this client
 * secret. Returns the intent's row as it now is (approved: succeeded; failed: declined, final for its key), or null
 * when no intent waits under that secret.
 */
export async function completeTestAuthentication(
  db: Db,
  clientSecret: string,
  approved: boolean,
): Promise<PaymentRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, PROVIDER), eq(payments.clientSecret, clientSecret)))
      .for('update')
      .limit(1);
    if (!row) return null;
    // Answered already (a double click, a second tab): the first answer stands.
    if (row.status !== 'requires_action') return row;
    const [updated] = await tx
      .update(payments)
      .set(approved ? { status: 'succeeded', error: null } : { status: 'declined', error: AUTHENTICATION_FAILED })
      .where(eq(payments.id, row.id))
      .returning();
    return updated ?? row;
  });
}

/**
 * The built-in payments provider: test cards, no network, the same flow as the real gateway (a PaymentMethod id from
 * the browser's card element, 3-D Secure completed in the browser). Attempts are kept in the payments table
 * (not in memory), so idempotency holds across restarts and across api instances: the row lock
 * serialises two attempts with one key, and a key whose charge succeeded or was declined answers
 * with that first result forever.
 */
export function createTestCardPayments(db: Db): PaymentsProvider {
  return {
    name: PROVIDER,
    publishableKey: null,

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
          const outcome = decide(input.paymentMethod, false);
          const ref = newRef();
          const [inserted] = await tx
            .insert(payments)
            .values({
              orderId: input.orderId ?? null,
              provider: PROVIDER,
              providerRef: ref,
              status: outcome.status,
              clientSecret: outcome.status === 'requires_action' ? newClientSecret(ref) : null,
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
        const outcome = decide(input.paymentMethod, true);
        const updated = await tx
          .update(payments)
          .set({
            status: outcome.status,
            error: outcome.error ?? null,
            orderId: input.orderId ?? existing.orderId,
            clientSecret: outcome.status === 'requires_action' ? newClientSecret(existing.providerRef) : null,
          })
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

    // The test PaymentMethods pay any number of intents.
    reusableCard: (paymentMethod) => Promise.resolve({ paymentMethod, customer: null }),

    async cancelIntent(ref: string): Promise<ChargeResult> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(payments).where(byRef(ref)).for('update').limit(1);
        if (!row) return { status: 'declined', ref, error: 'No such charge' };
        if (row.status !== 'requires_action') return resultOf(row);
        const [updated] = await tx
          .update(payments)
          .set({ status: 'declined', error: 'The payment was canceled' })
          .where(eq(payments.id, row.id))
          .returning();
        return resultOf(updated ?? row);
      });
    },

    async getIntent(ref: string): Promise<IntentState | null> {
      const [row] = await db.select().from(payments).where(byRef(ref)).limit(1);
      if (!row) return null;
      return {
        result: resultOf(row),
        idempotencyKey: row.idempotencyKey,
        amountMinor: row.amountMinor,
        refundedMinor: row.refundedMinor,
      };
    },

    async refund({ ref, amountMinor }) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(payments).where(byRef(ref)).for('update').limit(1);
        if (!row) return { status: 'failed', ref, error: 'No such charge' };
        if (row.status === 'refunded') return { status: 'refunded', ref };
        if (row.status !== 'succeeded')
          return { status: 'failed', ref, error: 'Only a successful charge can be refunded' };
        if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > row.amountMinor) {
          return { status: 'failed', ref, error: 'The refund exceeds the charge' };
        }
        // One refund per charge (a cancellation refunds once; a retried refund is the same refund).
        await tx
          .update(payments)
          .set({ status: 'refunded', refundedMinor: amountMinor })
          .where(eq(payments.id, row.id));
        return { status: 'refunded', ref };
      });
    },
  };
}

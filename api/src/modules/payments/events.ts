// Gateway events (Stripe's webhooks, and the built-in gateway's own after its 3-D Secure step): each is stored once
// by its event id, and the work it calls for runs after the commit through the durable job queue. A second
// delivery of one event finds its row and does nothing, so a gateway's retries (it retries until it gets a 2xx)
// never act twice.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import { scheduleJob } from '../../jobs/queue';

export const PAYMENT_EVENT_JOB = 'payments.reconcile-event';

/** The events the order follows; any other type the endpoint is sent is acknowledged and kept, nothing more. */
export const RECONCILED_EVENT_TYPES: ReadonlySet<string> = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
]);

export interface ReceivedEvent {
  id: string;
  type: string;
  /** The PaymentIntent the event is about, when it is about one. */
  intentRef: string | null;
}

/** Stores the event and, for one the order follows, schedules its reconciliation in the same transaction. */
export async function recordPaymentEvent(db: Db, event: ReceivedEvent): Promise<{ duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, intentRef: event.intentRef })
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ eventId: paymentEvents.eventId });
    if (inserted.length === 0) return { duplicate: true };
    if (event.intentRef && RECONCILED_EVENT_TYPES.has(event.type)) {
      await scheduleJob(tx, {
        kind: PAYMENT_EVENT_JOB,
        payload: { event: event.id },
        runAt: new Date(),
        dedupeKey: `payment-event:${event.id}`,
      });
    } else {
      await tx.update(paymentEvents).set({ processedAt: new Date() }).where(eq(paymentEvents.eventId, event.id));
    }
    return { duplicate: false };
  });
}

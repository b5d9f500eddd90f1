import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../jobs/runner';
import { PAYMENT_EVENT_JOB } from './events';
import { reconcilePaymentEvent } from './reconcile';

/** The scheduled work of the payments module: one reconciliation per gateway event. */
export function paymentJobHandlers(app: FastifyInstance): JobHandlers {
  return {
    async [PAYMENT_EVENT_JOB](payload) {
      if (typeof payload.event !== 'string') throw new Error(`${PAYMENT_EVENT_JOB}: bad payload`);
      await reconcilePaymentEvent(app, payload.event);
    },
  };
}

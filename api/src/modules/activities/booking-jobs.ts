import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../jobs/runner';
import { SETTLE_JOB, settleActivityOrder } from './booking-service';
import { REFUND_JOB, refundActivityOrder } from './cancel-service';
import { createTicketCodes } from './ticket-code';

/** The scheduled work of the activities domain. */
export function activityJobHandlers(app: FastifyInstance): JobHandlers {
  const codes = createTicketCodes(app.config.idSecret);
  return {
    async [SETTLE_JOB](payload, { db }) {
      const attempt = Number(payload.attempt);
      if (typeof payload.order !== 'string' || !Number.isSafeInteger(attempt)) throw new Error(`${SETTLE_JOB}: bad payload`);
      await settleActivityOrder(db, app.providers.payments, codes, payload.order, attempt);
    },
    async [REFUND_JOB](payload, { db }) {
      if (typeof payload.order !== 'string') throw new Error(`${REFUND_JOB}: bad payload`);
      await refundActivityOrder(db, app.providers.payments, payload.order);
    },
  };
}

import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../../jobs/runner';
import { publicUrlOf } from '../../../mail/public-url';
import { SETTLE_JOB, settleActivityOrder } from './service';
import { REVIEW_REMINDER_JOB, runReviewReminder } from '../../reviews/reminder';
import { REFUND_JOB, refundActivityOrder } from '../orders/cancel';
import { sendActivityTicketsMail, TICKETS_MAIL_JOB } from '../orders/mail';
import { createTicketCodes } from '../tickets/code';

/** The scheduled work of the activities domain. */
export function activityJobHandlers(app: FastifyInstance): JobHandlers {
  const codes = createTicketCodes(app.config.idSecret);
  return {
    async [SETTLE_JOB](payload, { db }) {
      const attempt = Number(payload.attempt);
      if (typeof payload.order !== 'string' || !Number.isSafeInteger(attempt))
        throw new Error(`${SETTLE_JOB}: bad payload`);
      await settleActivityOrder(db, app.providers.payments, codes, payload.order, attempt, publicUrlOf(app.config));
    },
    async [REVIEW_REMINDER_JOB](payload, { db, now }) {
      if (typeof payload.order !== 'string') throw new Error(`${REVIEW_REMINDER_JOB}: bad payload`);
      await runReviewReminder(db, payload.order, now, publicUrlOf(app.config));
    },
    async [TICKETS_MAIL_JOB](payload, { db }) {
      if (typeof payload.order !== 'string') throw new Error(`${TICKETS_MAIL_JOB}: bad payload`);
      await sendActivityTicketsMail(db, codes, payload.order, publicUrlOf(app.config));
    },
    async [REFUND_JOB](payload, { db }) {
      if (typeof payload.order !== 'string') throw new Error(`${REFUND_JOB}: bad payload`);
      await refundActivityOrder(db, app.providers.payments, payload.order);
    },
  };
}

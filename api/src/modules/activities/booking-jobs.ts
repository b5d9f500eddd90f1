import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../jobs/runner';
import { publicUrlFromEnv } from '../../mail/public-url';
import { SETTLE_JOB, settleActivityOrder } from './booking-service';
import { REVIEW_REMINDER_JOB, runReviewReminder } from '../reviews/reminder';

/** The scheduled work of the activities domain. */
export function activityJobHandlers(app: FastifyInstance): JobHandlers {
  return {
    async [SETTLE_JOB](payload, { db }) {
      const attempt = Number(payload.attempt);
      if (typeof payload.order !== 'string' || !Number.isSafeInteger(attempt)) throw new Error(`${SETTLE_JOB}: bad payload`);
      await settleActivityOrder(db, app.providers.payments, payload.order, attempt, publicUrlFromEnv(app.config.port));
    },
    async [REVIEW_REMINDER_JOB](payload, { db, now }) {
      if (typeof payload.order !== 'string') throw new Error(`${REVIEW_REMINDER_JOB}: bad payload`);
      await runReviewReminder(db, payload.order, now, publicUrlFromEnv(app.config.port));
    },
  };
}

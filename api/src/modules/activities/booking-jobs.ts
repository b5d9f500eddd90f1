import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../jobs/runner';
import { publicUrlFromEnv } from '../../mail/public-url';
import { SETTLE_JOB, settleActivityOrder } from './booking-service';

/** The scheduled work of the activities domain. */
export function activityJobHandlers(app: FastifyInstance): JobHandlers {
  return {
    async [SETTLE_JOB](payload, { db }) {
      const attempt = Number(payload.attempt);
      if (typeof payload.order !== 'string' || !Number.isSafeInteger(attempt)) throw new Error(`${SETTLE_JOB}: bad payload`);
      await settleActivityOrder(db, app.providers.payments, payload.order, attempt, publicUrlFromEnv(app.config.port));
    },
  };
}

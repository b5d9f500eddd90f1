import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../jobs/runner';
import { publicUrlOf } from '../../mail/public-url';
import { HOTEL_REVIEW_REMINDER_JOB, runHotelReviewReminder } from './hotel-reminder';

/** The hotel review reminder (the activity one is registered with the activities' jobs). */
export function hotelReviewJobHandlers(app: FastifyInstance): JobHandlers {
  return {
    async [HOTEL_REVIEW_REMINDER_JOB](payload, { db, now }) {
      if (typeof payload.order !== 'string') throw new Error(`${HOTEL_REVIEW_REMINDER_JOB}: bad payload`);
      await runHotelReviewReminder(db, payload.order, now, publicUrlOf(app.config));
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { accountJobHandlers, ACCOUNT_MAIL_JOB_KINDS } from '../modules/accounts/deletion/jobs';
import { activityJobHandlers } from '../modules/activities/booking/jobs';
import { TICKETS_MAIL_JOB } from '../modules/activities/orders/mail';
import { mailJobHandlers } from '../mail/deliver';
import { hotelReviewJobHandlers } from '../modules/reviews/jobs';
import { PAYMENT_EVENT_JOB } from '../modules/payments/events';
import { paymentJobHandlers } from '../modules/payments/jobs';
import { MAIL_JOB } from '../mail/queue';
import { etgContentJobHandlers, startEtgContent, stopEtgContent } from './etg-content';
import { fxJobHandlers, startFxRefresh } from './fx-refresh';
import { createJobRunner, type JobHandlers, type JobRunner } from './runner';

export { scheduleJob, cancelJob } from './queue';
export { runDueJobs, createJobRunner, type JobHandler, type JobHandlers } from './runner';

/** Every kind of scheduled job the api knows. Other domains add their handlers here. */
export function jobHandlers(app: FastifyInstance): JobHandlers {
  return {
    ...accountJobHandlers(app),
    ...activityJobHandlers(app),
    ...hotelReviewJobHandlers(app),
    ...paymentJobHandlers(app),
    ...mailJobHandlers(app.providers.mail),
    ...fxJobHandlers(app),
    ...etgContentJobHandlers(app),
  };
}

/** Kinds the mail queue runs at once after a commit (mail, and the jobs that only decide what to mail). */
export const IMMEDIATE_JOB_KINDS: readonly string[] = [
  MAIL_JOB,
  ...ACCOUNT_MAIL_JOB_KINDS,
  TICKETS_MAIL_JOB,
  // A gateway event: the order follows it at once (the poller is the fallback).
  PAYMENT_EVENT_JOB,
];

/**
 * Starts the scheduled-job poller for this api instance and stops it when the app closes.
 * server.ts calls it once after listen: `startJobs(app);`. JOBS_INTERVAL_MS tunes the poll (default 30 s).
 */
export function startJobs(app: FastifyInstance): JobRunner {
  const interval = Number(process.env.JOBS_INTERVAL_MS) > 0 ? Number(process.env.JOBS_INTERVAL_MS) : 30_000;
  const runner = createJobRunner(app.db, jobHandlers(app), app.log, interval);
  void startFxRefresh(app).catch((err: unknown) => app.log.error({ err }, 'fx refresh could not be scheduled'));
  void startEtgContent(app).catch((err: unknown) =>
    app.log.error({ err }, 'etg content import could not be scheduled'),
  );
  app.addHook('onClose', async () => {
    await stopEtgContent(app);
    await runner.stop();
  });
  return runner;
}

// Sends queued mail right after the commit that queued it, in the background: a verification code should
// arrive in seconds, not at the next poll. The poller (src/jobs, every JOBS_INTERVAL_MS) is the safety net
// for whatever this pass misses (a crash, a failing SMTP server).
import type { Db } from '../db/client';
import { runDueJobs, type JobHandlers, type JobLog } from '../jobs/runner';

export interface MailQueue {
  /** Call after the transaction that queued mail has committed. Never throws, never waits. */
  kick(): void;
  /** Resolves when the passes started so far have finished (tests, and closing the app). */
  settled(): Promise<void>;
}

const inFlight = new Set<Promise<unknown>>();

/** Every pass of every mail queue in this process has finished: tests await it before reading the outbox. */
export async function mailSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

export function createMailQueue(db: Db, handlers: JobHandlers, log: JobLog, kinds: readonly string[]): MailQueue {
  let running: Promise<unknown> | null = null;
  let again = false;
  const pass = (): Promise<unknown> =>
    runDueJobs(db, handlers, log, new Date(), 50, kinds)
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail pass failed');
        return 0;
      })
      .then((ran) => {
        // A job of the pass may have queued mail (the reset job does), or a kick came during it: go again.
        if (ran === 0 && !again) return undefined;
        again = false;
        return pass();
      });
  return {
    kick() {
      if (running) {
        again = true;
        return;
      }
      // Started on the next turn of the event loop: the request that kicked answers first, and its timing
      // never depends on what the pass finds to do (the reset answer would tell known e-mails apart).
      const current = new Promise<void>((resolve) => setImmediate(resolve)).then(pass).finally(() => {
        inFlight.delete(current);
        running = null;
      });
      running = current;
      inFlight.add(current);
    },
    async settled() {
      while (running) await running;
    },
  };
}

import { tooMany } from '../../../lib/domain-error';
import type { CounterStore } from './counter-store';
import { renderMessage } from '../../../lib/error-codes';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Abuse limits beyond the per-IP route limits (ASVS 2.2.1): per account, per phone number and per
 * e-mail address, so an attacker spreading requests over many addresses still hits a wall.
 */
export const LIMITS = {
  /** Failed sign-ins per account before it is locked for the rest of the window. */
  signInFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Codes sent per phone number, and per user over all numbers. */
  otpSendsPerPhone: { max: 5, windowMs: HOUR },
  otpSendsPerUser: { max: 10, windowMs: 24 * HOUR },
  /** Verification e-mails per account. */
  emailCodesPerUser: { max: 5, windowMs: HOUR },
  /** Reset e-mails per address; beyond it the request is quietly dropped (the answer never changes). */
  resetMailsPerEmail: { max: 5, windowMs: HOUR },
  deleteMailsPerEmail: { max: 3, windowMs: HOUR },
  /** "Someone tried to sign up with your e-mail" notices per address; beyond it quietly dropped. */
  signUpNoticesPerEmail: { max: 3, windowMs: HOUR },
  /** Sign-up codes re-sent by address (no session yet); beyond it quietly dropped. */
  signUpCodesPerEmail: { max: 5, windowMs: HOUR },
} as const;

export interface Limit {
  max: number;
  windowMs: number;
}

export const TOO_MANY = renderMessage('too_many_attempts');

/** Counts one more and throws 429 once past the limit. */
export async function consume(store: CounterStore, key: string, limit: Limit): Promise<void> {
  if ((await store.hit(key, limit.windowMs)) > limit.max) throw tooMany('too_many_attempts');
}

/** Counts one more and says whether it is still within the limit (for answers that must not change). */
export async function allow(store: CounterStore, key: string, limit: Limit): Promise<boolean> {
  return (await store.hit(key, limit.windowMs)) <= limit.max;
}

/** A slot taken by reserve(): kept, it counts as a failure; released, it is given back. */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * Takes one of the limit's slots before an expensive check (a password, a code), or throws 429 when none is
 * left. Counting first is atomic (one INCR), so parallel tries cannot all pass a read-then-count gate: at most
 * `max` checks run per window. The caller keeps the slot when the check fails and releases it when it passes.
 */
export async function reserve(store: CounterStore, key: string, limit: Limit): Promise<Reservation> {
  if ((await store.hit(key, limit.windowMs)) > limit.max) throw tooMany('too_many_attempts');
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await store.release(key);
    },
  };
}

export async function isLocked(store: CounterStore, key: string, limit: Limit): Promise<boolean> {
  return (await store.peek(key)) >= limit.max;
}

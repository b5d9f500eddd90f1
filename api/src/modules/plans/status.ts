// A plan's status follows from its dates and what has been paid (spec §4: unconfirmed → in-progress →
// confirmed → past). Derived on every read, so it can never go stale as days pass.
import type { PlanStatus } from './types';

export interface StatusInput {
  startDate: string;
  endDate: string;
  items: number;
  paidItems: number;
}

/**
 * past: the last day is over. confirmed: every activity's tickets are paid. in-progress: some are paid,
 * or the trip has begun without all of them paid. unconfirmed: nothing paid yet and the trip is ahead.
 */
export function planStatus(plan: StatusInput, today: string): PlanStatus {
  if (plan.endDate < today) return 'past';
  if (plan.items > 0 && plan.paidItems === plan.items) return 'confirmed';
  if (plan.paidItems > 0 || plan.startDate <= today) return 'in-progress';
  return 'unconfirmed';
}

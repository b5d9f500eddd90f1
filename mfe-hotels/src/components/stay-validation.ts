import { nightsBetween } from '@/lib/dates';

export type StayError = 'datesRequired' | 'checkinInPast' | 'checkoutAfterCheckin' | 'tooLong';

/** Spec §5: check-in and check-out required; then their order, the past, and at most 30 nights. */
export function stayError(checkin: string, checkout: string, today: string): StayError | null {
  if (!checkin || !checkout) return 'datesRequired';
  if (checkin < today) return 'checkinInPast';
  if (checkout <= checkin) return 'checkoutAfterCheckin';
  if (nightsBetween(checkin, checkout) > 30) return 'tooLong';
  return null;
}

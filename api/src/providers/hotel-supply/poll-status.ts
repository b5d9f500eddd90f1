// Follows a booking from finish to its outcome with a bounded number of status checks. Works
// with any provider; ETG books asynchronously, the built-in one imitates it.
import { SupplyError, type BookingStatusResult, type HotelSupplyProvider } from './types';

export interface PollOptions {
  /** Status checks at most. Default 10. */
  maxPolls?: number;
  /** Wait between checks. Default 1 s, ETG's suggested pace. */
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface PolledStatus extends BookingStatusResult {
  polls: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Returns the first settled status (ok, failed, cancelled), or `processing` when the checks run
 * out; the caller then leaves the order to the follow-up job instead of guessing. A check that
 * times out counts as `processing`: the booking may still complete on the supplier's side.
 */
export async function pollBookingStatus(
  provider: Pick<HotelSupplyProvider, 'bookingStatus'>,
  partnerOrderId: string,
  options: PollOptions = {},
): Promise<PolledStatus> {
  const maxPolls = Math.max(1, options.maxPolls ?? 10);
  const intervalMs = options.intervalMs ?? 1000;
  const sleep = options.sleep ?? defaultSleep;
  let last: BookingStatusResult = { partnerOrderId, status: 'processing' };
  for (let poll = 1; poll <= maxPolls; poll++) {
    try {
      last = await provider.bookingStatus(partnerOrderId);
    } catch (e) {
      if (!(e instanceof SupplyError) || (e.code !== 'timeout' && e.code !== 'unknown')) throw e;
      last = { partnerOrderId, status: 'processing', providerError: e.providerError ?? e.code };
    }
    if (last.status !== 'processing') return { ...last, polls: poll };
    if (poll < maxPolls) await sleep(intervalMs);
  }
  return { ...last, polls: maxPolls };
}

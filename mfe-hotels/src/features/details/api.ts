import type { CheckoutDto, HotelPageResponse } from '@/lib/api-types';
import { hotelRequestPath, type StayQuery } from '@/lib/hotel-address';
import { apiGet, apiRequest } from '@jad/shared-ui';

/**
 * The hotel and its rates for a stay. The page's first may have been asked already by its first frame (src/frame),
 * with the same path: the request layer then takes that answer, once.
 */
export function fetchHotel(
  hid: string,
  stay: StayQuery | null,
  lang: string,
  signal?: AbortSignal,
): Promise<HotelPageResponse> {
  return apiGet<HotelPageResponse>(hotelRequestPath(hid, stay, lang), { signal });
}

/** Select a rate: the api re-checks it with the supplier (prebook) and fixes the price. */
export async function createCheckout(rateKey: string, currency: string, lang: string): Promise<CheckoutDto> {
  return (await apiRequest<CheckoutDto>('post', '/hotels/checkouts', { rate_key: rateKey, currency, lang })).data;
}

import type { CheckoutDto, HotelPageResponse } from '@/lib/api-types';
import { apiGet, apiRequest } from '@jad/shared-ui';

export function fetchHotel(
  hid: string,
  stay: { checkin: string; checkout: string; rooms: string } | null,
  lang: string,
  signal?: AbortSignal,
): Promise<HotelPageResponse> {
  return apiGet<HotelPageResponse>(`/hotels/${encodeURIComponent(hid)}`, { params: { lang, ...(stay ?? {}) }, signal });
}

/** Select a rate: the api re-checks it with the supplier (prebook) and fixes the price. */
export async function createCheckout(rateKey: string, currency: string, lang: string): Promise<CheckoutDto> {
  return (await apiRequest<CheckoutDto>('post', '/hotels/checkouts', { rate_key: rateKey, currency, lang })).data;
}

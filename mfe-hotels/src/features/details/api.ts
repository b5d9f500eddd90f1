import type { CheckoutDto, HotelPageResponse } from '@/lib/api-types';
import { getJson, sendJson } from '@/lib/http';

export function fetchHotel(
  hid: string,
  stay: { checkin: string; checkout: string; rooms: string } | null,
  lang: string,
  signal?: AbortSignal,
): Promise<HotelPageResponse> {
  return getJson<HotelPageResponse>(`/hotels/${encodeURIComponent(hid)}`, { lang, ...(stay ?? {}) }, signal);
}

/** Select a rate: the api re-checks it with the supplier (prebook) and fixes the price. */
export async function createCheckout(rateKey: string, currency: string, lang: string): Promise<CheckoutDto> {
  return (await sendJson<CheckoutDto>('post', '/hotels/checkouts', { rate_key: rateKey, currency, lang })).data;
}

import type { CheckoutDto, GuestDto, PaymentResponse } from '@/lib/api-types';
import { apiGet, apiRequest } from '@jad/shared-ui';

export function fetchCheckout(id: string, signal?: AbortSignal): Promise<CheckoutDto> {
  return apiGet<CheckoutDto>(`/hotels/checkouts/${encodeURIComponent(id)}`, { signal });
}

export interface GuestsBody {
  contact: { email: string; phone: string | null };
  rooms: { guests: GuestDto[] }[];
}

export async function saveGuests(id: string, body: GuestsBody): Promise<CheckoutDto> {
  return (await apiRequest<CheckoutDto>('put', `/hotels/checkouts/${encodeURIComponent(id)}/guests`, body)).data;
}

/** Pays with the PaymentMethod the card entry made; the card itself never leaves the browser. */
export async function payCheckout(id: string, paymentMethod: string): Promise<PaymentResponse> {
  return (
    await apiRequest<PaymentResponse>('post', `/hotels/checkouts/${encodeURIComponent(id)}/pay`, {
      payment_method: paymentMethod,
    })
  ).data;
}

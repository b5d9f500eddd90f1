import type { CheckoutDto, GuestDto, PaymentResponse } from '@/lib/api-types';
import { getJson, sendJson } from '@/lib/http';

export function fetchCheckout(id: string, signal?: AbortSignal): Promise<CheckoutDto> {
  return getJson<CheckoutDto>(`/hotels/checkouts/${encodeURIComponent(id)}`, undefined, signal);
}

export interface GuestsBody {
  contact: { email: string; phone: string | null };
  rooms: { guests: GuestDto[] }[];
}

export async function saveGuests(id: string, body: GuestsBody): Promise<CheckoutDto> {
  return (await sendJson<CheckoutDto>('put', `/hotels/checkouts/${encodeURIComponent(id)}/guests`, body)).data;
}

export interface CardBody {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export async function payCheckout(id: string, card: CardBody): Promise<PaymentResponse> {
  return (await sendJson<PaymentResponse>('post', `/hotels/checkouts/${encodeURIComponent(id)}/pay`, { card })).data;
}

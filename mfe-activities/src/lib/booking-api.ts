import { apiPost } from '@jad/shared-ui';
import type { ActivityOrder, NewActivityOrder, PayResponse } from './api-types';

/** The api prices the order itself; the client sends what was chosen, never a price. */
export async function createOrder(order: NewActivityOrder): Promise<ActivityOrder> {
  return apiPost<ActivityOrder>('/activities/orders', order);
}

export async function fetchOrder(orderId: string): Promise<ActivityOrder> {
  return apiPost<ActivityOrder>('/activities/orders/fetch', { order_id: orderId });
}

/** Pays with the PaymentMethod the card entry made (the card itself never leaves the browser). */
export async function payOrder(orderId: string, paymentMethod: string): Promise<PayResponse> {
  return apiPost<PayResponse>('/activities/orders/pay', { order_id: orderId, payment_method: paymentMethod });
}

export const checkoutPath = (orderId: string) => `/activities/checkout?order_id=${encodeURIComponent(orderId)}`;
export const confirmationPath = (orderId: string) =>
  `/activities/booking/confirmed?order_id=${encodeURIComponent(orderId)}`;
/** The order page: tickets, voucher, cancellation (features/order). */
export const orderPagePath = (orderId: string) => `/activities/order?order_id=${encodeURIComponent(orderId)}`;
export const failurePath = (orderId: string) => `/activities/booking/failed?order_id=${encodeURIComponent(orderId)}`;

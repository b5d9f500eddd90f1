import type { CancelOrderResponse, ManageOrderResponse, OrderListResponse, PublicOrder } from '@/lib/api-types';
import { apiGet, apiRequest } from '@jad/shared-ui';
import { ordersRequestPath, type OrderTab } from '@/lib/orders-request';

/** A tab's orders; the first frame's answer when it asked for this tab (ordersRequestPath). */
export function fetchOrders(tab: OrderTab, signal?: AbortSignal): Promise<OrderListResponse> {
  return apiGet<OrderListResponse>(ordersRequestPath(tab), { signal });
}

export async function retrieveOrder(orderId: string, email: string): Promise<PublicOrder> {
  return (await apiRequest<PublicOrder>('post', '/orders/retrieve', { order_id: orderId.trim(), email: email.trim() }))
    .data;
}

export async function manageOrder(orderId: string, email: string | null): Promise<ManageOrderResponse> {
  return (
    await apiRequest<ManageOrderResponse>('post', '/orders/manage', { order_id: orderId, ...(email ? { email } : {}) })
  ).data;
}

export async function cancelOrder(orderId: string, email: string | null): Promise<CancelOrderResponse> {
  return (
    await apiRequest<CancelOrderResponse>('post', '/orders/cancel', { order_id: orderId, ...(email ? { email } : {}) })
  ).data;
}

/** Cancels an order that was not paid: nothing was charged, so nothing is refunded. */
export async function cancelUnpaidOrder(orderId: string): Promise<PublicOrder> {
  return (await apiRequest<PublicOrder>('post', '/orders/cancel-unpaid', { order_id: orderId })).data;
}

export { rememberedEmail, rememberEmail } from '@/lib/manage-access';

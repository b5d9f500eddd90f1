import { apiPost } from '@jad/shared-ui';
import type { Lang } from '@jad/shared-ui';
import type { ActivityOrderView } from '@/lib/api-types-order';

/** The owner by reference; anyone else also with the booking's contact e-mail (as /orders does). */
const access = (orderId: string, email: string | null) => ({ order_id: orderId, ...(email ? { email } : {}) });

export function fetchOrderView(orderId: string, email: string | null): Promise<ActivityOrderView> {
  return apiPost<ActivityOrderView>('/activities/orders/manage', access(orderId, email));
}

export function cancelOrder(orderId: string, email: string | null): Promise<ActivityOrderView> {
  return apiPost<ActivityOrderView>('/activities/orders/cancel', access(orderId, email));
}

/** A download link of the api (the PDF voucher or the .ics), in the reader's language. */
export function downloadHref(path: string, lang: Lang, email: string | null): string {
  const query = new URLSearchParams({ lang, ...(email ? { email } : {}) });
  return `${path}?${query.toString()}`;
}

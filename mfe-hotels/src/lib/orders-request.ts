// /orders' tabs and its list request, written once: the page (features/orders) and its first frame (src/frame) read
// the tab alike and ask the very same path, so the page takes the frame's answer (takeFrameAnswer matches paths).
// Free of imports: frame.js includes it.

export const ORDER_TABS = ['active', 'past', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The tab of the address (`?tab=`), Active when it names none. */
export function orderTabOf(search: string): OrderTab {
  const tab = new URLSearchParams(search).get('tab');
  return ORDER_TABS.find((t) => t === tab) ?? 'active';
}

/** GET /orders with its tab in the path (not as request params: takeFrameAnswer matches paths). */
export const ordersRequestPath = (tab: OrderTab) => `/orders?tab=${tab}`;

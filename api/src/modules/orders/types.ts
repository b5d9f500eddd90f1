// The orders api's answers, inferred from the response schemas (./responses.ts). Front ends `import type` them.
import type { z } from 'zod';
import type * as r from './responses';

export type OrderKind = z.infer<typeof r.orderKind>;
export type OrderStatus = z.infer<typeof r.orderStatus>;
export type OrderPaymentStatus = z.infer<typeof r.orderPaymentStatus>;

export const ORDER_TABS = ['active', 'past', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** An order as the api shows it to its buyer. */
export type PublicOrder = z.infer<typeof r.publicOrder>;

/** GET /api/v1/orders?tab= */
export type OrderListResponse = z.infer<typeof r.orderListResponse>;

/** POST /orders/manage */
export type ManageOrderResponse = z.infer<typeof r.manageOrderResponse>;

/** POST /orders/cancel */
export type CancelOrderResponse = z.infer<typeof r.cancelOrderResponse>;

/** What cancelling the order now would cost and refund (POST /orders/manage). */
export type OrderCancellationQuote = z.infer<typeof r.orderCancellationQuote>;

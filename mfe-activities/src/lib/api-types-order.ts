// The order page's api shapes, taken from the api package as types only.
export type { ActivityCancellation, ActivityOrderView, OrderEvent, TicketStatus } from '@jad/api/contract';

import { z } from 'zod';
import { ORDER_TABS } from './types';

export const listOrdersQuery = z.object({ tab: z.enum(ORDER_TABS).default('active') });

export const retrieveOrderBody = z.object({
  order_id: z.string().trim().min(1).max(100),
  email: z.email().max(320),
});

/** Manage and cancel: the signed-in owner needs only the reference; anyone else also the e-mail. */
export const manageOrderBody = z.object({
  order_id: z.string().trim().min(1).max(100),
  email: z.email().max(320).optional(),
});

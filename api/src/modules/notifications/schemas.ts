import { z } from 'zod';
import { NOTIFICATIONS_PAGE_SIZE } from './constants';

export const fetchAllBody = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    checkSeen: z.boolean().default(false),
  })
  .default({ limit: NOTIFICATIONS_PAGE_SIZE, page: 1, checkSeen: false });

export const markOneBody = z.object({ notification_id: z.string().min(1).max(100) });

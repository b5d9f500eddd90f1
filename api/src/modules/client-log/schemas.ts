import { z } from 'zod';
import { CLIENT_LOG_LEVELS } from '../../db/schema';

export const CLIENT_LOG_BODY_LIMIT = 8 * 1024;

export const clientLogBody = z.object({
  level: z.enum(CLIENT_LOG_LEVELS),
  message: z.string().trim().min(1).max(2000),
  context: z.record(z.string(), z.unknown()).optional(),
});
export type ClientLogInput = z.infer<typeof clientLogBody>;

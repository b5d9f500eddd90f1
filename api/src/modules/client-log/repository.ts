import type { Db } from '../../db/client';
import { clientLogs } from '../../db/schema';
import type { ClientLogInput } from './schemas';

export async function insertClientLog(db: Db, input: ClientLogInput & { userAgent: string | null }): Promise<void> {
  await db.insert(clientLogs).values({
    level: input.level,
    message: input.message,
    context: input.context ?? null,
    userAgent: input.userAgent,
  });
}

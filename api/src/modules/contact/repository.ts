import { at } from '../../lib/checked';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { ContactInput } from './schemas';

export async function insertContactMessage(db: Db, input: ContactInput & { userId: number | null }): Promise<number> {
  const rows = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      subject: input.subject || null,
      message: input.message,
      userId: input.userId,
    })
    .returning({ id: contactMessages.id });
  return at(rows, 0).id;
}

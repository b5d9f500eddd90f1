import { eq } from 'drizzle-orm';
import { createTestDatabase, createUserSession, dbKinds, type TestDatabase } from '../../../test/helpers';
import { notifications } from '../../db/schema';
import { createNotification } from './service';

describe.each(dbKinds())('createNotification on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t?.close());

  it('records a notification for the recipient, unseen', async () => {
    const { db } = t.database;
    const alice = await createUserSession(db);
    const bob = await createUserSession(db);
    const row = await db.transaction((tx) =>
      createNotification(tx, { recipientId: alice.user.id, actorId: bob.user.id, type: 'FOLLOW' }),
    );
    expect(row).toMatchObject({
      userId: alice.user.id,
      actorId: bob.user.id,
      type: 'FOLLOW',
      isSeen: false,
      postId: null,
    });
    const rows = await db.select().from(notifications).where(eq(notifications.userId, alice.user.id));
    expect(rows).toHaveLength(1);
  });

  it('tells nobody about their own action', async () => {
    const { db } = t.database;
    const carol = await createUserSession(db);
    const row = await createNotification(db, {
      recipientId: carol.user.id,
      actorId: carol.user.id,
      type: 'LIKE',
      postId: 1,
    });
    expect(row).toBeNull();
    expect(await db.select().from(notifications).where(eq(notifications.userId, carol.user.id))).toHaveLength(0);
  });

  it('records system notices without an actor', async () => {
    const { db } = t.database;
    const dan = await createUserSession(db);
    const orderUuid = '3f1c2e4a-1b2c-4d5e-8f90-123456789abc';
    const row = await createNotification(db, {
      recipientId: dan.user.id,
      actorId: null,
      type: 'HOTEL_ORDER',
      orderUuid,
    });
    expect(row).toMatchObject({ actorId: null, orderUuid });
  });

  it('rejects an unknown type at the database', async () => {
    const { db } = t.database;
    const erin = await createUserSession(db);
    await expect(
      createNotification(db, { recipientId: erin.user.id, actorId: null, type: 'POKE' as 'LIKE' }),
    ).rejects.toThrow();
  });
});

import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { hotelFavourites } from '../../../db/schema';

export async function addFavourite(db: Db, userId: number, hid: number): Promise<void> {
  await db.insert(hotelFavourites).values({ userId, hid }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, userId: number, hid: number): Promise<boolean> {
  const rows = await db
    .delete(hotelFavourites)
    .where(and(eq(hotelFavourites.userId, userId), eq(hotelFavourites.hid, hid)))
    .returning({ hid: hotelFavourites.hid });
  return rows.length > 0;
}

/** Newest first; served by hotel_favourites_page_idx. */
export async function listFavourites(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ hid: number; createdAt: Date }[]> {
  return db
    .select({ hid: hotelFavourites.hid, createdAt: hotelFavourites.createdAt })
    .from(hotelFavourites)
    .where(eq(hotelFavourites.userId, userId))
    .orderBy(desc(hotelFavourites.createdAt), desc(hotelFavourites.hid))
    .limit(limit)
    .offset(offset);
}

export async function countFavourites(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(hotelFavourites).where(eq(hotelFavourites.userId, userId));
  return row?.n ?? 0;
}

export async function favouriteHids(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ hid: hotelFavourites.hid })
    .from(hotelFavourites)
    .where(eq(hotelFavourites.userId, userId))
    .limit(1000);
  return rows.map((r) => r.hid);
}

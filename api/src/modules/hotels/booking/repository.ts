import { at } from '../../../lib/checked';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  hotelCheckouts,
  type CheckoutStatus,
  type HotelCheckoutRow,
  type NewHotelCheckoutRow,
} from '../../../db/schema';

export async function insertCheckout(db: Db, values: NewHotelCheckoutRow): Promise<HotelCheckoutRow> {
  return at(await db.insert(hotelCheckouts).values(values).returning(), 0);
}

export async function findCheckoutByUuid(db: Db, uuid: string): Promise<HotelCheckoutRow | null> {
  const [row] = await db.select().from(hotelCheckouts).where(eq(hotelCheckouts.uuid, uuid)).limit(1);
  return row ?? null;
}

export async function findCheckoutByOrderId(db: Db, orderId: number): Promise<HotelCheckoutRow | null> {
  const [row] = await db.select().from(hotelCheckouts).where(eq(hotelCheckouts.orderId, orderId)).limit(1);
  return row ?? null;
}

export type CheckoutPatch = Partial<
  Pick<
    HotelCheckoutRow,
    'status' | 'contact' | 'roomGuests' | 'orderId' | 'attempt' | 'paymentRef' | 'lastError' | 'rate' | 'bookHash'
  >
>;

/**
 * Compare-and-set on the status: applies the patch only while the checkout is in one of `from`.
 * This is where two payment attempts (a double click, two tabs, a retry) meet: one wins.
 */
export async function transitionCheckout(
  db: Db,
  id: number,
  from: readonly CheckoutStatus[],
  patch: CheckoutPatch,
): Promise<HotelCheckoutRow | null> {
  const [row] = await db
    .update(hotelCheckouts)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(hotelCheckouts.id, id), inArray(hotelCheckouts.status, [...from])))
    .returning();
  return row ?? null;
}

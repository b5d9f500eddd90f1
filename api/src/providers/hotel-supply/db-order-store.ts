// SupplyOrderStore over the supply_orders table. `transition` is a compare-and-set on the status
// column (UPDATE … WHERE status = $from), so concurrent finish or cancel calls, from one api
// instance or several, race in the database and exactly one wins.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplyOrders } from '../../db/schema';
import type { SupplyOrder, SupplyOrderStatus, SupplyOrderStore } from './inventory-types';

const asData = (o: Partial<SupplyOrder>) => o as unknown as Record<string, unknown>;

export class DbOrderStore implements SupplyOrderStore {
  constructor(private readonly db: Db) {}

  async nextOrderId(): Promise<number> {
    const result = await this.db.execute(sql`select nextval('supply_order_id_seq')::bigint as id`);
    return Number((result.rows[0] as { id: string | number }).id);
  }

  async insert(order: SupplyOrder): Promise<boolean> {
    const rows = await this.db
      .insert(supplyOrders)
      .values({
        partnerOrderId: order.partnerOrderId,
        orderId: order.orderId,
        status: order.status,
        data: asData(order),
      })
      .onConflictDoNothing({ target: supplyOrders.partnerOrderId })
      .returning({ id: supplyOrders.partnerOrderId });
    return rows.length === 1;
  }

  async get(partnerOrderId: string): Promise<SupplyOrder | null> {
    const [row] = await this.db
      .select()
      .from(supplyOrders)
      .where(eq(supplyOrders.partnerOrderId, partnerOrderId))
      .limit(1);
    return row ? ({ ...(row.data as unknown as SupplyOrder), status: row.status } as SupplyOrder) : null;
  }

  async transition(partnerOrderId: string, from: SupplyOrderStatus, patch: Partial<SupplyOrder>): Promise<boolean> {
    const rows = await this.db
      .update(supplyOrders)
      .set({
        status: patch.status ?? from,
        data: sql`${supplyOrders.data} || ${JSON.stringify(patch)}::jsonb`,
        updatedAt: new Date(),
      })
      .where(and(eq(supplyOrders.partnerOrderId, partnerOrderId), eq(supplyOrders.status, from)))
      .returning({ id: supplyOrders.partnerOrderId });
    return rows.length === 1;
  }

  async update(partnerOrderId: string, patch: Partial<SupplyOrder>): Promise<void> {
    const { status, ...rest } = patch;
    await this.db
      .update(supplyOrders)
      .set({
        ...(status ? { status } : {}),
        data: sql`${supplyOrders.data} || ${JSON.stringify(status ? patch : rest)}::jsonb`,
        updatedAt: new Date(),
      })
      .where(eq(supplyOrders.partnerOrderId, partnerOrderId));
  }
}

import QRCode from 'qrcode';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activityBranches, activityOrderItems, type ActivityTicketRow, type OrderRow } from '../../../db/schema';
import { convertAedMinor } from '../../../providers/fx';
import { areaAr } from '../catalog/area-names';
import { notFound } from '../../../lib/domain-error';
import { cancellationTerms } from './cancellation';
import { readDetails, toActivityOrder } from './details';
import { formatCode, type TicketCodes } from '../tickets/code';
import { findTicketOfOrder } from '../tickets/repository';
import type { ActivityOrderView, OrderEvent, WeeklyHours } from '../types';
import { weekdayOf } from '../booking/visit-date';

export const mapUrl = (lat: number, lng: number) =>
  `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(5)},${lng.toFixed(5)}`;

/** The order's branch as booked (the row, for its address, position and hours). */
export async function findOrderBranch(db: Db, orderId: number) {
  const [row] = await db
    .select({ branch: activityBranches })
    .from(activityOrderItems)
    .innerJoin(activityBranches, eq(activityBranches.branchId, activityOrderItems.branchId))
    .where(eq(activityOrderItems.orderId, orderId))
    .limit(1);
  return row?.branch ?? null;
}

export function activityOrderOf(order: OrderRow): OrderRow {
  if (order.kind !== 'activity') throw notFound('order_not_found');
  return order;
}

function historyOf(order: OrderRow, ticket: ActivityTicketRow | null): ActivityOrderView['history'] {
  const details = readDetails(order);
  const events: { event: OrderEvent; at: Date | string | null | undefined }[] = [
    { event: 'booked', at: order.createdAt },
    { event: 'paid', at: ticket?.issuedAt },
    { event: 'redeemed', at: ticket?.redeemedAt },
    { event: 'cancelled', at: order.cancelledAt },
    { event: 'refunded', at: details.refund_status === 'refunded' ? details.refunded_at : null },
    { event: 'refund_failed', at: details.refund_status === 'failed' ? order.updatedAt : null },
  ];
  return events
    .filter((e): e is { event: OrderEvent; at: Date | string } => Boolean(e.at))
    .map((e) => ({ event: e.event, at: new Date(e.at).toISOString() }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** Everything the order page and the voucher show. The ticket code is derived here for its owner only. */
export async function activityOrderView(
  db: Db,
  codes: TicketCodes,
  order: OrderRow,
  now: Date = new Date(),
): Promise<ActivityOrderView> {
  activityOrderOf(order);
  const details = readDetails(order);
  const [ticket, branch] = await Promise.all([findTicketOfOrder(db, order.id), findOrderBranch(db, order.id)]);
  if (!branch) throw notFound('order_not_found');
  const code = ticket ? codes.codeOf(ticket.uuid) : null;
  const refund =
    order.status === 'cancelled' && order.refundMinor !== null && order.refundMinor > 0
      ? {
          amount_minor: order.refundMinor,
          display_amount_minor: convertAedMinor(
            order.refundMinor,
            order.currency as Parameters<typeof convertAedMinor>[1],
            order.fxRate,
          ),
          status: details.refund_status ?? 'pending',
        }
      : null;
  return {
    order: toActivityOrder(order),
    branch: {
      name_en: branch.nameEn,
      name_ar: branch.nameAr,
      area: branch.area,
      area_ar: areaAr(branch.area),
      lat: branch.lat,
      lng: branch.lng,
      phone: branch.phone,
      map_url: mapUrl(branch.lat, branch.lng),
      hours_on_visit: ((branch.hours as WeeklyHours)[String(weekdayOf(details.visit_date))] ?? []).map(
        ([a, b]) => [a, b] as [number, number],
      ),
    },
    ticket:
      ticket && code
        ? {
            code,
            code_display: formatCode(code),
            qr_svg: await QRCode.toString(code, {
              type: 'svg',
              errorCorrectionLevel: 'M',
              margin: 2,
              color: { dark: '#000000', light: '#ffffff' },
            }),
            status: ticket.status,
            counts: { adult: ticket.adult, teen: ticket.teen, child: ticket.child },
          }
        : null,
    cancellation: cancellationTerms(order, details, ticket, now),
    refund,
    history: historyOf(order, ticket),
    voucher_path:
      ticket && ticket.status !== 'cancelled' ? `/api/v1/activities/orders/${order.uuid}/voucher.pdf` : null,
    calendar_path: `/api/v1/activities/orders/${order.uuid}/calendar.ics`,
  };
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, type ActivityTicketRow, type OrderRow } from '../../../db/schema';
import type { ActivityOrderDetails } from '../orders/details';
import { readDetails } from '../orders/details';
import { hashCode, normaliseCode, type TicketCodes } from './code';
import { findTicketByHash, insertTicket, redeemTicket } from './repository';
import type { TicketCheckResponse, VenueTicket } from '../types';
import { conflict, notFound } from '../../../lib/domain-error';
import { renderMessage } from '../../../lib/error-codes';

export const TICKET_UNKNOWN = renderMessage('ticket_unknown');
export const TICKET_ALREADY_USED = renderMessage('ticket_already_used');
export const TICKET_CANCELLED = renderMessage('ticket_cancelled');

const countOf = (details: ActivityOrderDetails, band: 'adult' | 'teen' | 'child') =>
  details.tickets.filter((l) => l.band === band).reduce((sum, l) => sum + l.quantity, 0);

/**
 * Issues the order's ticket, in the transaction that confirms the payment: one ticket for the whole order with its
 * counts per age band (as GetYourGuide's voucher: one code the venue scans for the group).
 */
export async function issueTicket(tx: Db, codes: TicketCodes, order: OrderRow, now: Date = new Date()): Promise<void> {
  const details = readDetails(order);
  const uuid = randomUUID();
  await insertTicket(tx, {
    uuid,
    orderId: order.id,
    codeHash: hashCode(codes.codeOf(uuid)),
    adult: countOf(details, 'adult'),
    teen: countOf(details, 'teen'),
    child: countOf(details, 'child'),
    issuedAt: now,
  });
}

async function venueView(db: Db, ticket: ActivityTicketRow): Promise<VenueTicket> {
  const [order] = await db.select().from(orders).where(eq(orders.id, ticket.orderId)).limit(1);
  // The order was deleted since the ticket was read (its ticket goes with it).
  if (!order) throw notFound('ticket_unknown');
  const details = readDetails(order);
  return {
    status: ticket.status,
    activity: { name_en: details.name_en, name_ar: details.name_ar },
    branch: { name_en: details.branch.name_en, name_ar: details.branch.name_ar },
    visit_date: details.visit_date,
    counts: { adult: ticket.adult, teen: ticket.teen, child: ticket.child },
    redeemed_at: ticket.redeemedAt?.toISOString() ?? null,
  };
}

async function findByCode(db: Db, input: string): Promise<ActivityTicketRow> {
  const code = normaliseCode(input);
  const ticket = code ? await findTicketByHash(db, hashCode(code)) : null;
  if (!ticket) throw notFound('ticket_unknown');
  return ticket;
}

/** What a code is now, without using it. Unknown (or forged) codes are 404. */
export async function checkTicket(db: Db, input: string): Promise<TicketCheckResponse> {
  const ticket = await findByCode(db, input);
  const result = ticket.status === 'valid' ? 'valid' : ticket.status === 'redeemed' ? 'already_used' : 'cancelled';
  return { result, ticket: await venueView(db, ticket) };
}

/** Uses a ticket once: the update only applies to a valid ticket, so of concurrent scans exactly one succeeds. */
export async function redeemTicketCode(db: Db, input: string, now: Date = new Date()): Promise<TicketCheckResponse> {
  const code = normaliseCode(input);
  if (code) {
    const redeemed = await redeemTicket(db, hashCode(code), now);
    if (redeemed) return { result: 'redeemed', ticket: await venueView(db, redeemed) };
  }
  const ticket = await findByCode(db, input);
  if (ticket.status === 'cancelled') throw conflict('ticket_cancelled');
  throw conflict('ticket_already_used');
}

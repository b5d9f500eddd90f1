import type { TicketBand, TicketLine } from '../types';
import { type DomainError, invalid } from '../../../lib/domain-error';

// Ticket pricing and ticket rules. The server prices every order from the activity's own prices:
// a client never sends a price, so it cannot choose one.

export type TicketCounts = Record<TicketBand, number>;
export type UnitPrices = Record<TicketBand, number>;

export const MAX_TICKETS_PER_ORDER = 30;

export interface PricedTickets {
  lines: TicketLine[];
  totalMinor: number;
}

/** One line per band with a quantity, in adult, teen, child order; amounts in AED fils. */
export function priceTickets(counts: TicketCounts, prices: UnitPrices): PricedTickets {
  const lines: TicketLine[] = [];
  for (const band of ['adult', 'teen', 'child'] as const) {
    const quantity = counts[band];
    if (quantity <= 0) continue;
    lines.push({ band, quantity, unit_price_minor: prices[band], subtotal_minor: quantity * prices[band] });
  }
  return { lines, totalMinor: lines.reduce((sum, line) => sum + line.subtotal_minor, 0) };
}

export interface AgeRules {
  kidFriendly: boolean;
  /** Youngest age admitted; teens are 12–17, children 3–11. */
  minAge: number | null;
}

/** Why these tickets cannot be sold, or null when they can. */
export function ticketRuleError(counts: TicketCounts, rules: AgeRules): DomainError | null {
  const total = counts.adult + counts.teen + counts.child;
  if (total === 0) return invalid('tickets_none');
  if (total > MAX_TICKETS_PER_ORDER) return invalid('tickets_too_many', { params: { max: MAX_TICKETS_PER_ORDER } });
  if (counts.child > 0 && (!rules.kidFriendly || (rules.minAge ?? 0) >= 12)) return invalid('not_for_children');
  if (counts.teen > 0 && (rules.minAge ?? 0) >= 18) return invalid('adults_only');
  if (counts.child > 0 && counts.adult === 0) return invalid('children_need_adult');
  return null;
}

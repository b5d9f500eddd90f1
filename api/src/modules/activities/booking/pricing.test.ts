import { MAX_TICKETS_PER_ORDER, priceTickets, ticketRuleError } from './pricing';

const prices = { adult: 18_500, teen: 16_000, child: 12_000 };

describe('priceTickets', () => {
  it('prices each band with a quantity and totals them in fils', () => {
    expect(priceTickets({ adult: 2, teen: 0, child: 1 }, prices)).toEqual({
      lines: [
        { band: 'adult', quantity: 2, unit_price_minor: 18_500, subtotal_minor: 37_000 },
        { band: 'child', quantity: 1, unit_price_minor: 12_000, subtotal_minor: 12_000 },
      ],
      totalMinor: 49_000,
    });
  });

  it('keeps free tickets as lines worth nothing', () => {
    expect(priceTickets({ adult: 1, teen: 0, child: 2 }, { ...prices, child: 0 }).totalMinor).toBe(18_500);
  });
});

describe('ticketRuleError', () => {
  const family = { kidFriendly: true, minAge: 3 };
  it.each([
    [{ adult: 0, teen: 0, child: 0 }, family, 'Please choose at least one ticket'],
    [{ adult: 0, teen: 0, child: 1 }, family, 'Children must be accompanied by an adult'],
    [
      { adult: 1, teen: 0, child: 1 },
      { kidFriendly: false, minAge: null },
      'This activity is not suitable for children',
    ],
    [{ adult: 1, teen: 0, child: 1 }, { kidFriendly: true, minAge: 12 }, 'This activity is not suitable for children'],
    [{ adult: 1, teen: 1, child: 0 }, { kidFriendly: false, minAge: 18 }, 'This activity is for adults only'],
    [
      { adult: MAX_TICKETS_PER_ORDER, teen: 1, child: 0 },
      family,
      `At most ${MAX_TICKETS_PER_ORDER} tickets can be booked at once`,
    ],
  ])('refuses %j for %j', (counts, rules, message) => {
    expect(ticketRuleError(counts, rules)?.message).toBe(message);
  });

  it.each([
    [{ adult: 2, teen: 0, child: 1 }, family],
    [{ adult: 0, teen: 2, child: 0 }, family],
    [
      { adult: 0, teen: 1, child: 0 },
      { kidFriendly: false, minAge: 16 },
    ],
  ])('accepts %j for %j', (counts, rules) => {
    expect(ticketRuleError(counts, rules)).toBeNull();
  });
});

import { planStatus } from './status';

describe('plan status by dates and by paying', () => {
  const plan = (over: Partial<Parameters<typeof planStatus>[0]> = {}) => ({
    startDate: '2026-03-10',
    endDate: '2026-03-12',
    items: 4,
    paidItems: 0,
    ...over,
  });

  it('is unconfirmed before the trip with nothing paid', () => {
    expect(planStatus(plan(), '2026-03-01')).toBe('unconfirmed');
    expect(planStatus(plan({ items: 0 }), '2026-03-01')).toBe('unconfirmed');
  });

  it('is in progress once some tickets are paid, or when the trip begins unpaid', () => {
    expect(planStatus(plan({ paidItems: 1 }), '2026-03-01')).toBe('in-progress');
    expect(planStatus(plan(), '2026-03-10')).toBe('in-progress');
    expect(planStatus(plan({ items: 0 }), '2026-03-12')).toBe('in-progress');
  });

  it('is confirmed when every ticket is paid, through the last day', () => {
    expect(planStatus(plan({ paidItems: 4 }), '2026-03-01')).toBe('confirmed');
    expect(planStatus(plan({ paidItems: 4 }), '2026-03-12')).toBe('confirmed');
  });

  it('is past after the last day, paid or not', () => {
    expect(planStatus(plan({ paidItems: 4 }), '2026-03-13')).toBe('past');
    expect(planStatus(plan(), '2027-01-01')).toBe('past');
  });
});

import type { PlanRequest } from './types';
import { assertValidPlanRequest, MAX_TRIP_DAYS, PlanRequestError, validatePlanRequest } from './validate-request';

const valid: PlanRequest = {
  startDate: '2026-03-01',
  endDate: '2026-03-03',
  dayStartMin: 540,
  dayEndMin: 1260,
  interests: ['museums'],
  group: { adults: 2, teens: 0, children: 1 },
  pace: 'balanced',
  freeTime: [{ date: '2026-03-02', startMin: 780, endMin: 840 }],
  seed: 1,
};

describe('validatePlanRequest', () => {
  it('accepts a sound request', () => {
    expect(validatePlanRequest(valid)).toEqual([]);
  });

  it.each<[string, Partial<PlanRequest>]>([
    ['an impossible date', { startDate: '2026-02-30' }],
    ['an end before the start', { endDate: '2026-02-01' }],
    ['a trip that is too long', { endDate: '2026-05-01' }],
    ['a day that ends before it starts', { dayStartMin: 1000, dayEndMin: 900 }],
    ['a day past midnight', { dayEndMin: 1500 }],
    ['an empty group', { group: { adults: 0, teens: 0, children: 0 } }],
    ['a fractional traveller', { group: { adults: 1.5, teens: 0, children: 0 } }],
    ['a negative budget', { budgetMinor: -1 }],
    ['an unknown pace', { pace: 'frantic' as PlanRequest['pace'] }],
    ['free time on a date outside the trip', { freeTime: [{ date: '2026-04-01', startMin: 600, endMin: 660 }] }],
    ['an empty free-time slot', { freeTime: [{ startMin: 600, endMin: 600 }] }],
  ])('rejects %s', (_, change) => {
    expect(validatePlanRequest({ ...valid, ...change }).length).toBeGreaterThan(0);
    expect(() => assertValidPlanRequest({ ...valid, ...change })).toThrow(PlanRequestError);
  });

  it(`allows exactly ${MAX_TRIP_DAYS} days`, () => {
    expect(validatePlanRequest({ ...valid, startDate: '2026-03-01', endDate: '2026-03-30' })).toEqual([]);
  });
});

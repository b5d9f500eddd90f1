import { assertValidStay, bedOccupants, guestIssues, isValidChildAge } from './guests';
import { isSupplyError } from './types';

const now = new Date('2026-03-02T21:00:00Z'); // already 3 March in Dubai

describe('stay validation', () => {
  it('accepts child ages 0–17 only', () => {
    expect([0, 1, 17].every(isValidChildAge)).toBe(true);
    expect([-1, 18, 1.5, '3', null].some(isValidChildAge)).toBe(false);
  });

  it('lists what is wrong with each room', () => {
    expect(guestIssues([{ adults: 2, children: [5] }])).toEqual([]);
    expect(guestIssues([])).toEqual([{ room: 0, field: 'rooms', message: 'At least one room is needed' }]);
    expect(
      guestIssues([
        { adults: 0, children: [] },
        { adults: 2, children: [1, 2, 3, 4, 20] },
      ]).map((i) => [i.room, i.field]),
    ).toEqual([
      [0, 'adults'],
      [1, 'children'],
      [1, 'children'],
    ]);
    expect(guestIssues(Array.from({ length: 10 }, () => ({ adults: 1, children: [] })))[0]!.field).toBe('rooms');
  });

  it('rejects impossible or past dates in Dubai time', () => {
    const ok = { checkin: '2026-03-03', checkout: '2026-03-05', guests: [{ adults: 1, children: [] }] };
    expect(() => assertValidStay(ok, now)).not.toThrow();
    for (const bad of [
      { ...ok, checkin: '2026-03-02' },
      { ...ok, checkout: '2026-03-03' },
      { ...ok, checkin: '2026-02-30' },
      { ...ok, checkout: '2026-04-03' },
    ]) {
      let caught: unknown;
      try {
        assertValidStay(bad, now);
      } catch (e) {
        caught = e;
      }
      expect(isSupplyError(caught, 'invalid_params')).toBe(true);
    }
  });

  it('counts infants out of the beds', () => {
    expect(bedOccupants({ adults: 2, children: [0, 1, 2, 12] })).toBe(4);
  });
});

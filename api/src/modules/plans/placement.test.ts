import type { PlanRow } from '../../db/schema';
import { placeActivity } from './placement';
import { activity, branch, DEIRA, DOWNTOWN, everyDay, H } from './planner/testing/fixtures';

const plan = {
  freeTime: [],
  hotelLat: DOWNTOWN.lat,
  hotelLng: DOWNTOWN.lng,
  dayStartMin: H(9),
  dayEndMin: H(21),
} as unknown as PlanRow;
const MONDAY = '2026-03-02';

describe('placing an activity on a day', () => {
  const museum = activity(1, { durationMin: 120, branches: [branch(DOWNTOWN, everyDay([H(10), H(18)]))] });
  const souk = activity(2, { durationMin: 90, branches: [branch(DEIRA, everyDay([H(9), H(22)]))] });

  it('takes the earliest conflict-free time, after what the day already holds', () => {
    const first = placeActivity({ plan, date: MONDAY, others: [], activity: museum, catalog: [museum] });
    expect(first).toMatchObject({ startMin: H(10), endMin: H(12), how: 'suggested' });
    const second = placeActivity({
      plan,
      date: MONDAY,
      others: [{ activityId: 1, branchId: museum.branches[0]!.id, startMin: H(10), endMin: H(12) }],
      activity: souk,
      catalog: [museum, souk],
    });
    expect(second.how).toBe('suggested');
    expect(second.startMin).toBeGreaterThanOrEqual(H(12) + 10);
  });

  it('uses the time the traveller gives, at a branch open then', () => {
    const twoBranches = activity(3, {
      durationMin: 60,
      branches: [branch(DOWNTOWN, everyDay([H(9), H(12)])), branch(DEIRA, everyDay([H(14), H(20)]))],
    });
    const placed = placeActivity({
      plan,
      date: MONDAY,
      others: [],
      activity: twoBranches,
      catalog: [twoBranches],
      startMin: H(15),
    });
    expect(placed).toEqual({ branchId: twoBranches.branches[1]!.id, startMin: H(15), endMin: H(16), how: 'given' });
  });

  it('when nothing fits, still picks a time the activity is open (the conflict check says what is left)', () => {
    // Open 15:00–21:30 for six hours: never back at the hotel by 21:00.
    const safari = activity(4, {
      durationMin: 360,
      branches: [branch({ lat: 24.9, lng: 55.6 }, everyDay([H(15), H(21, 30)]))],
    });
    expect(placeActivity({ plan, date: MONDAY, others: [], activity: safari, catalog: [safari] })).toMatchObject({
      startMin: H(15),
      how: 'fallback',
    });
    // A moved item keeps its own time instead.
    expect(
      placeActivity({ plan, date: MONDAY, others: [], activity: safari, catalog: [safari], fallbackStartMin: H(16) }),
    ).toMatchObject({ startMin: H(16) });
  });

  it('refuses a branch of another activity and a time that runs past midnight', () => {
    expect(() =>
      placeActivity({ plan, date: MONDAY, others: [], activity: museum, catalog: [museum], branchId: 999 }),
    ).toThrow('Please select a branch');
    expect(() =>
      placeActivity({ plan, date: MONDAY, others: [], activity: museum, catalog: [museum], startMin: H(23) }),
    ).toThrow('after midnight');
  });
});

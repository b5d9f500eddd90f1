import { checkPlanConflicts, type OwnPlan } from './conflicts';
import { activity, branch, DEIRA, DOWNTOWN, everyDay, H, MARINA } from './testing/fixtures';

const MONDAY = '2026-03-02';
const downtown = branch(DOWNTOWN, everyDay([H(9), H(22)]));
const marina = branch(MARINA, everyDay([H(9), H(22)]));
const evenings = branch(DEIRA, { ...everyDay([H(16), H(23)]), 1: [] }); // closed on Mondays
const catalog = [
  activity(1, { durationMin: 120, branches: [downtown] }),
  activity(2, { durationMin: 60, branches: [marina] }),
  activity(3, { durationMin: 90, branches: [evenings] }),
];
const day = (items: OwnPlan['days'][number]['items'], date = MONDAY): OwnPlan => ({ days: [{ date, items }] });
const kinds = (plan: OwnPlan, ctx = {}) => checkPlanConflicts(plan, catalog, ctx).map((c) => [c.kind, c.itemIndex]);

describe('checkPlanConflicts', () => {
  it('finds nothing wrong in a sound day', () => {
    const plan = day([
      { activityId: 1, branchId: downtown.id, startMin: H(10) },
      { activityId: 2, branchId: marina.id, startMin: H(14) },
    ]);
    expect(checkPlanConflicts(plan, catalog, { dayStartMin: H(9), dayEndMin: H(21) })).toEqual([]);
  });

  it('flags overlapping items, naming the other one', () => {
    const plan = day([
      { activityId: 1, branchId: downtown.id, startMin: H(10) },
      { activityId: 2, branchId: marina.id, startMin: H(11) },
    ]);
    const [conflict] = checkPlanConflicts(plan, catalog);
    expect(conflict).toMatchObject({ kind: 'overlap', itemIndex: 1, otherItemIndex: 0 });
    expect(conflict!.message.en).toBe('Overlaps Activity 1 (10:00–12:00)');
    expect(conflict!.message.ar).toBe('يتداخل مع النشاط 1 (من 10:00 إلى 12:00)');
  });

  it('flags a branch that is closed all day or at that hour', () => {
    const closedDay = checkPlanConflicts(day([{ activityId: 3, branchId: evenings.id, startMin: H(17) }]), catalog);
    expect(closedDay.map((c) => c.kind)).toEqual(['closed']);
    expect(closedDay[0]!.message.en).toBe('Activity 3 is closed on Mondays');
    expect(closedDay[0]!.message.ar).toBe('النشاط 3 مغلق يوم الاثنين');
    const tuesday = '2026-03-03';
    const early = checkPlanConflicts(
      day([{ activityId: 3, branchId: evenings.id, startMin: H(15) }], tuesday),
      catalog,
    );
    expect(early[0]!.message.en).toBe('Activity 3 is closed at that time (open 16:00–23:00 on Tuesdays)');
    expect(kinds(day([{ activityId: 3, branchId: evenings.id, startMin: H(16) }], tuesday))).toEqual([]);
  });

  it('flags an item that cannot be reached in time from the previous one', () => {
    // Downtown until 12:00, Marina at 12:10: about 40 minutes of driving.
    const plan = day([
      { activityId: 2, branchId: marina.id, startMin: H(12, 10) },
      { activityId: 1, branchId: downtown.id, startMin: H(10) },
    ]);
    const [conflict] = checkPlanConflicts(plan, catalog);
    expect(conflict).toMatchObject({ kind: 'unreachable', itemIndex: 0, otherItemIndex: 1 });
    expect(conflict!.message.en).toMatch(
      /^Not reachable in time from Activity 1: about \d+ min of travel, 10 min available$/,
    );
  });

  it('checks the way from and back to the hotel when the day is given', () => {
    const plan = day([{ activityId: 2, branchId: marina.id, startMin: H(9, 5) }]);
    expect(kinds(plan, { hotel: DOWNTOWN, dayStartMin: H(9), dayEndMin: H(21) })).toEqual([['unreachable', 0]]);
    const late = day([{ activityId: 2, branchId: marina.id, startMin: H(20) }]);
    expect(kinds(late, { hotel: DOWNTOWN, dayStartMin: H(9), dayEndMin: H(21) })).toEqual([['outside-day', 0]]);
  });

  it('flags free time, on its date or every day', () => {
    const plan = day([{ activityId: 1, branchId: downtown.id, startMin: H(12) }]);
    expect(kinds(plan, { freeTime: [{ startMin: H(13), endMin: H(14) }] })).toEqual([['free-time', 0]]);
    expect(kinds(plan, { freeTime: [{ date: '2026-03-03', startMin: H(13), endMin: H(14) }] })).toEqual([]);
  });

  it('flags unknown activities, branches of another activity and days without a valid date', () => {
    expect(kinds(day([{ activityId: 99, branchId: 1, startMin: H(10) }]))).toEqual([['unknown', 0]]);
    expect(kinds(day([{ activityId: 1, branchId: marina.id, startMin: H(10) }]))).toEqual([['unknown', 0]]);
    expect(kinds(day([{ activityId: 1, branchId: downtown.id, startMin: H(10) }], '2026-02-30'))).toEqual([
      ['unknown', 0],
    ]);
  });

  it('uses the given end time when there is one', () => {
    const plan = day([
      { activityId: 1, branchId: downtown.id, startMin: H(10), endMin: H(10, 30) },
      { activityId: 1, branchId: downtown.id, startMin: H(10, 30), endMin: H(11) },
    ]);
    expect(kinds(plan)).toEqual([]);
  });
});

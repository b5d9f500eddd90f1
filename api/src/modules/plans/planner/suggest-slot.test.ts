import { checkPlanConflicts } from './conflicts';
import { suggestSlot } from './suggest-slot';
import { activity, branch, DEIRA, DOWNTOWN, everyDay, H, MARINA } from './testing/fixtures';

const MONDAY = '2026-03-02';
const downtown = branch(DOWNTOWN);
const marina = branch(MARINA);
const deiraEvening = branch(DEIRA, everyDay([H(17), H(22)]));
const catalog = [
  activity(1, { durationMin: 120, branches: [downtown] }),
  activity(2, { durationMin: 60, branches: [marina] }),
  activity(3, { durationMin: 60, branches: [deiraEvening] }),
  activity(4, { durationMin: 60, branches: [marina, branch(DOWNTOWN, everyDay([H(12), H(22)]))] }),
];
const ctx = { hotel: DOWNTOWN, dayStartMin: H(9), dayEndMin: H(21) };

describe('suggestSlot', () => {
  it('finds the earliest gap that creates no conflict', () => {
    const items = [
      { activityId: 1, branchId: downtown.id, startMin: H(9, 30) },
      { activityId: 3, branchId: deiraEvening.id, startMin: H(17) },
    ];
    const slot = suggestSlot(MONDAY, items, catalog[1]!, catalog, ctx);
    expect(slot).not.toBeNull();
    expect(slot?.startMin).toBeGreaterThanOrEqual(H(11, 30));
    const plan = {
      days: [
        { date: MONDAY, items: [...items, { activityId: 2, branchId: marina.id, startMin: slot?.startMin ?? 0 }] },
      ],
    };
    expect(checkPlanConflicts(plan, catalog, ctx)).toEqual([]);
  });

  it('picks the branch that can start earliest', () => {
    // The Marina branch is open from 09:00 but 45 minutes away; the Downtown one opens at 12:00.
    const slot = suggestSlot(MONDAY, [], catalog[3]!, catalog, ctx);
    expect(slot?.branchId).toBe(catalog[3]!.branches[0]!.id);
    const busyMorning = [{ activityId: 1, branchId: downtown.id, startMin: H(9), endMin: H(12) }];
    expect(suggestSlot(MONDAY, busyMorning, catalog[3]!, catalog, ctx)).toEqual({
      branchId: catalog[3]!.branches[1]!.id,
      startMin: H(12),
      endMin: H(13),
    });
  });

  it('respects free time and says when nothing fits', () => {
    const slot = suggestSlot(MONDAY, [], catalog[2]!, catalog, {
      ...ctx,
      freeTime: [{ startMin: H(17), endMin: H(19) }],
    });
    // Not before 19:00 plus the way there, which may not start inside the free slot either.
    expect(slot?.startMin).toBeGreaterThan(H(19));
    expect(slot?.endMin).toBeLessThanOrEqual(H(21));
    const full = [{ activityId: 1, branchId: downtown.id, startMin: H(9), endMin: H(21) }];
    expect(suggestSlot(MONDAY, full, catalog[2]!, catalog, ctx)).toBeNull();
  });
});

import { detail } from '@/test/fixtures';
import { addDays, dubaiToday, weekdayOf } from '@/lib/dubai-time';
import { bandsOnSale, firstOpenDay, selectionProblem, totalAed } from './ticket-math';

const today = dubaiToday();

describe('ticket math', () => {
  it('totals the tickets in AED fils from the activity prices', () => {
    expect(totalAed(detail(), { adult: 2, teen: 0, child: 1 })).toBe(2 * 18_500 + 12_000);
    expect(totalAed(detail(), { adult: 0, teen: 0, child: 0 })).toBe(0);
  });

  it('sells teen and child tickets only where the age rules allow', () => {
    expect(bandsOnSale({ kid_friendly: true, min_age: null })).toEqual(['adult', 'teen', 'child']);
    expect(bandsOnSale({ kid_friendly: false, min_age: null })).toEqual(['adult', 'teen']);
    expect(bandsOnSale({ kid_friendly: true, min_age: 12 })).toEqual(['adult', 'teen']);
    expect(bandsOnSale({ kid_friendly: false, min_age: 18 })).toEqual(['adult']);
  });

  it('names the first problem of a selection, the branch first', () => {
    const activity = detail();
    const base = { branchId: 'b-1', date: today, counts: { adult: 1, teen: 0, child: 0 } };
    expect(selectionProblem({ ...base, branchId: null }, activity, today)).toBe('branchRequired');
    expect(selectionProblem({ ...base, branchId: 'not-a-branch' }, activity, today)).toBe('branchRequired');
    expect(selectionProblem({ ...base, date: '' }, activity, today)).toBe('dateRequired');
    expect(selectionProblem({ ...base, date: addDays(today, -1) }, activity, today)).toBe('dateOutOfRange');
    expect(selectionProblem({ ...base, counts: { adult: 0, teen: 0, child: 0 } }, activity, today)).toBe('noTickets');
    expect(selectionProblem({ ...base, counts: { adult: 0, teen: 0, child: 2 } }, activity, today)).toBe(
      'childNeedsAdult',
    );
    expect(selectionProblem(base, activity, today)).toBeNull();
  });

  it('knows the days a branch is closed and the first day it opens', () => {
    const closedToday = { ...detail().branches[0]!.hours, [String(weekdayOf(today))]: [] };
    const activity = detail({ branches: [{ ...detail().branches[0]!, hours: closedToday }] });
    expect(
      selectionProblem({ branchId: 'b-1', date: today, counts: { adult: 1, teen: 0, child: 0 } }, activity, today),
    ).toBe('closedDay');
    expect(firstOpenDay(closedToday, today)).toBe(addDays(today, 1));
  });
});

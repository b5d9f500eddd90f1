import { addDays, isOpenOn, visitDateError, weekdayOf } from './visit-date';

const closedMondays = {
  '0': [[600, 1200]],
  '1': [],
  '2': [[600, 1200]],
  '3': [[600, 1200]],
  '4': [[600, 1200]],
  '5': [[600, 1200]],
  '6': [[600, 1200]],
} as Record<string, [number, number][]>;

describe('visit dates', () => {
  it('reads the weekday of a calendar day and adds days across months and years', () => {
    expect(weekdayOf('2026-11-22')).toBe(0); // a Sunday
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows the days a branch is closed', () => {
    expect(isOpenOn(closedMondays, '2026-11-23')).toBe(false);
    expect(isOpenOn(closedMondays, '2026-11-24')).toBe(true);
  });

  it('accepts today and open days within a year, and explains the rest', () => {
    const today = '2026-11-22';
    expect(visitDateError(today, closedMondays, today)).toBeNull();
    expect(visitDateError('2026-11-21', closedMondays, today)?.message).toBe('Please choose a date from today on');
    expect(visitDateError('2026-11-23', closedMondays, today)?.message).toBe('The branch is closed on the chosen day');
    expect(visitDateError(addDays(today, 365), closedMondays, today)?.message).not.toBe(
      'Please choose a date within the next 12 months',
    );
    expect(visitDateError(addDays(today, 366), closedMondays, today)?.message).toBe(
      'Please choose a date within the next 12 months',
    );
  });
});

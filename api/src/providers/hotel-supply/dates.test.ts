import { addDays, isIsoDate, toEpochDay } from './dates';

describe('isIsoDate', () => {
  it.each(['2026-11-22', '2028-02-29', '2000-02-29', '2026-12-31', '2026-04-30'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-01',
    '26-01-01',
    '2026-01-01T00:00',
    ' 2026-01-01',
    '',
  ])('refuses %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });

  it('agrees with the calendar over four years, day by day', () => {
    let day = '2027-01-01';
    for (let i = 0; i < 4 * 366; i++) {
      expect(isIsoDate(day)).toBe(true);
      day = addDays(day, 1);
    }
    expect(toEpochDay(day) - toEpochDay('2027-01-01')).toBe(4 * 366);
  });
});

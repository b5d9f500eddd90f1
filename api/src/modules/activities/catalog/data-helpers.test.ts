import { aed, branch, daily, hoursToJson, toMinutes, weekly } from './data-helpers';

describe('catalog data helpers', () => {
  it('converts HH:MM to minutes, with 24:00 as the end of the day', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('09:30')).toBe(570);
    expect(toMinutes('24:00')).toBe(1440);
    expect(() => toMinutes('24:30')).toThrow(/past midnight/);
    expect(() => toMinutes('9:30')).toThrow(/Bad time/);
  });

  it('builds the same hours for every day, with split shifts', () => {
    const hours = daily('06:00-09:00,15:00-18:00');
    for (let day = 0; day <= 6; day += 1)
      expect(hours[day as 0]).toEqual([
        [360, 540],
        [900, 1080],
      ]);
  });

  it('overrides single weekdays, including closed days', () => {
    const hours = weekly('10:00-22:00', { 1: 'closed', 5: '14:00-24:00' });
    expect(hours[1]).toEqual([]);
    expect(hours[5]).toEqual([[840, 1440]]);
    expect(hours[0]).toEqual([[600, 1320]]);
  });

  it('stores AED prices as fils, defaulting teen to adult and child to teen', () => {
    expect(aed(68.25)).toEqual({ adultMinor: 6825, teenMinor: 6825, childMinor: 6825 });
    expect(aed(169, 169, 129)).toEqual({ adultMinor: 16900, teenMinor: 16900, childMinor: 12900 });
    expect(aed(25, 25, 0).childMinor).toBe(0);
  });

  it('only sets a phone when one is given', () => {
    const hours = daily('10:00-18:00');
    expect(branch('A', 'أ', 'Deira', 25.27, 55.3, hours)).not.toHaveProperty('phone');
    expect(branch('A', 'أ', 'Deira', 25.27, 55.3, hours, '+971 4 000 0000').phone).toBe('+971 4 000 0000');
  });

  it('turns hours into a plain JSON object with string weekday keys, as a copy', () => {
    const hours = weekly('10:00-22:00', { 1: 'closed' });
    const json = hoursToJson(hours);
    expect(json).toEqual({
      '0': [[600, 1320]],
      '1': [],
      '2': [[600, 1320]],
      '3': [[600, 1320]],
      '4': [[600, 1320]],
      '5': [[600, 1320]],
      '6': [[600, 1320]],
    });
    json['0']![0]![0] = 0;
    expect(hours[0][0]![0]).toBe(600);
    expect(JSON.parse(JSON.stringify(hours))).toEqual(hoursToJson(hours));
  });
});

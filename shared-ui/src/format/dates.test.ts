import { formatDate, formatDateRange } from './dates';
import { formatNumber } from './numbers';

const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('formatDate', () => {
  it('formats a calendar date in English (day month year)', () => {
    expect(formatDate('2025-03-01', 'en')).toBe('1 Mar 2025');
  });

  it('formats a calendar date in Arabic with Latin digits', () => {
    expect(plain(formatDate('2025-03-01', 'ar'))).toBe('1 مارس 2025');
  });

  it('never shifts a calendar date for a visitor west of UTC', () => {
    // Simulate a browser in New York: formatters without an explicit zone default to it.
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const spy = jest
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(
        (locales, options) => new RealDateTimeFormat(locales, { timeZone: 'America/New_York', ...options }),
      );
    try {
      expect(new Intl.DateTimeFormat('en-AE', { day: 'numeric' }).format(new Date('2025-03-01T00:00:00Z'))).toBe('28');
      expect(formatDate('2025-03-01', 'en', { day: 'numeric', month: 'long' })).toBe('1 March');
      expect(plain(formatDateRange('2025-03-01', '2025-03-05', 'en'))).toBe('1 – 5 Mar 2025');
    } finally {
      spy.mockRestore();
    }
  });

  it('formats instants in the zone asked for', () => {
    const instant = '2025-03-01T22:30:00Z';
    expect(formatDate(instant, 'en', { dateStyle: 'medium', timeZone: 'Asia/Dubai' })).toBe('2 Mar 2025');
    expect(formatDate(new Date(instant), 'en', { timeStyle: 'short', timeZone: 'Asia/Dubai', hour12: false })).toBe(
      '02:30',
    );
  });

  it('rejects an invalid date', () => {
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
  });
});

describe('formatDateRange', () => {
  it('shows shared parts once', () => {
    expect(plain(formatDateRange('2025-03-01', '2025-03-05', 'en'))).toBe('1 – 5 Mar 2025');
    expect(plain(formatDateRange('2025-03-01', '2025-04-05', 'en'))).toBe('1 Mar – 5 Apr 2025');
  });

  it('formats in Arabic', () => {
    expect(plain(formatDateRange('2025-03-01', '2025-04-05', 'ar'))).toBe('1 مارس – 5 أبريل 2025');
  });

  it('does not throw when the end precedes the start', () => {
    expect(plain(formatDateRange('2025-03-05', '2025-03-01', 'en'))).toBe('5 Mar 2025 – 1 Mar 2025');
  });
});

describe('formatNumber', () => {
  it('groups per locale with Latin digits in both languages', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(plain(formatNumber(1234567.5, 'ar'))).toBe('1,234,567.5');
  });

  it('passes options through', () => {
    expect(formatNumber(0.256, 'en', { style: 'percent' })).toBe('26%');
  });
});

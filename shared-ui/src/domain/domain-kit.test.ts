import { i18n } from '../i18n/i18n';
import { localized } from './bilingual';
import { ageOf, timeAgo } from './time-ago';
import { parseRates } from './rates';
import { atFixedRate, displayMoney } from './money';

// Intl puts a no-break space between the code and the amount.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const NOW = Date.parse('2026-11-26T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it.each([
    [0, 'now', 'الآن'],
    [59, 'now', 'الآن'],
    [5 * 60, '5m ago', 'قبل 5 دقائق'],
    [3 * 3600, '3h ago', 'قبل 3 ساعات'],
    [11 * 86_400 * 7, '11w ago', 'قبل 11 أسبوعًا'],
  ])('%i s ago reads %p / %p', (seconds, en, ar) => {
    expect(timeAgo(ago(seconds), 'en', NOW)).toBe(en);
    expect(timeAgo(ago(seconds), 'ar', NOW)).toBe(ar);
  });

  it('keeps the number for days ("2d ago", not "the day before yesterday") and treats bad input as now', () => {
    expect(timeAgo(ago(2 * 86_400), 'en', NOW)).toBe('2d ago');
    expect(ageOf('not a date', NOW)).toEqual({ unit: 'second', n: 0 });
    expect(ageOf(ago(-60), NOW)).toEqual({ unit: 'second', n: 0 });
  });
});

describe('localized', () => {
  it('reads the reader’s language and falls back to the other when empty', () => {
    expect(localized('ar', 'Desert safari', 'رحلة السفاري')).toBe('رحلة السفاري');
    expect(localized('en', 'Desert safari', 'رحلة السفاري')).toBe('Desert safari');
    expect(localized('ar', 'Desert safari', '  ')).toBe('Desert safari');
    expect(localized('en', '', 'رحلة السفاري')).toBe('رحلة السفاري');
    expect(localized('ar', null, undefined)).toBe('');
  });
});

describe('money and rates', () => {
  it('keeps known currencies with a positive rate only', () => {
    expect(
      parseRates([{ code: 'USD', perAed: 0.2723 }, { code: 'XXX', perAed: 1 }, { code: 'EUR', perAed: 0 }, null]),
    ).toEqual({ USD: 0.2723 });
    expect(parseRates('nonsense')).toEqual({});
  });

  it('shows AED until the rate is known, then the reader’s currency in its minor units', () => {
    expect(plain(displayMoney(10_000, 'KWD', null, 'en'))).toBe('AED 100.00');
    expect(plain(displayMoney(10_000, 'KWD', { KWD: 0.0836 }, 'en'))).toBe('KWD 8.360');
    expect(plain(atFixedRate(10_000, 'USD', 0.2723, 'en'))).toBe('USD 27.23');
    expect(plain(atFixedRate(10_000, 'USD', 0, 'en'))).toBe('AED 100.00');
  });
});

// Arabic has six plural forms: i18next picks them through Intl.PluralRules, numbers are formatted per language.
describe('plurals and number formats through i18next', () => {
  beforeAll(() => {
    i18n.addResourceBundle('ar', 'kit-test', {
      rooms_zero: '{{count, number}} غرفة',
      rooms_one: 'غرفة واحدة',
      rooms_two: 'غرفتان',
      rooms_few: '{{count, number}} غرف',
      rooms_many: '{{count, number}} غرفة',
      rooms_other: '{{count, number}} غرفة',
      by: 'بقلم {{name, handle}} في {{date, bidi}}',
    });
    i18n.addResourceBundle('en', 'kit-test', {
      rooms_one: '{{count, number}} room',
      rooms_other: '{{count, number}} rooms',
    });
  });

  it.each([
    [0, '0 غرفة'],
    [1, 'غرفة واحدة'],
    [2, 'غرفتان'],
    [3, '3 غرف'],
    [11, '11 غرفة'],
    [100, '100 غرفة'],
    [101, '101 غرفة'],
    [1000, '1,000 غرفة'],
  ])('%i in Arabic: %p', (count, text) => {
    expect(i18n.getFixedT('ar', 'kit-test')('rooms', { count })).toBe(text);
  });

  it('English has one and other', () => {
    const t = i18n.getFixedT('en', 'kit-test');
    expect([1, 2, 1000].map((count) => t('rooms', { count }))).toEqual(['1 room', '2 rooms', '1,000 rooms']);
  });

  it('isolates handles with their @ and dates inside an Arabic sentence', () => {
    expect(i18n.getFixedT('ar', 'kit-test')('by', { name: 'sara_a', date: '26/11/2026' })).toBe(
      'بقلم \u2068@sara_a\u2069 في \u206826/11/2026\u2069',
    );
  });
});

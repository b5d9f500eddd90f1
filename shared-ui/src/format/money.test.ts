import { CURRENCIES, CURRENCY_CODES, DEFAULT_CURRENCY, isCurrencyCode, minorUnitsOf } from './currencies';
import { countryName } from '../domain/countries';
import { formatMoney } from './money';

// Intl puts no-break spaces and bidi marks in its output; compare on plain spaces without marks.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('currencies', () => {
  it('offers the ten currencies of the spec with USD as default', () => {
    expect([...CURRENCY_CODES].sort()).toEqual(['AED', 'BHD', 'EUR', 'GBP', 'INR', 'KWD', 'OMR', 'QAR', 'SAR', 'USD']);
    expect(DEFAULT_CURRENCY).toBe('USD');
  });

  it('has ISO 4217 minor units: 3 for KWD, BHD, OMR, 2 for the rest', () => {
    const three = CURRENCY_CODES.filter((c) => minorUnitsOf(c) === 3);
    expect(three.sort()).toEqual(['BHD', 'KWD', 'OMR']);
    expect(CURRENCY_CODES.every((c) => [2, 3].includes(CURRENCIES[c].minorUnits))).toBe(true);
  });

  it('carries a country for each code', () => {
    expect(CURRENCIES.AED).toMatchObject({ countryCode: 'AE', country: 'United Arab Emirates' });
    expect(CURRENCIES.KWD.countryCode).toBe('KW');
  });

  it('isCurrencyCode accepts only known codes', () => {
    expect(isCurrencyCode('SAR')).toBe(true);
    expect(isCurrencyCode('sar')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });
});

describe('formatMoney', () => {
  it('formats with the currency code and its minor units in English', () => {
    expect(plain(formatMoney(123450, 'AED', 'en'))).toBe('AED 1,234.50');
    expect(plain(formatMoney(1250, 'KWD', 'en'))).toBe('KWD 1.250');
    expect(plain(formatMoney(5, 'BHD', 'en'))).toBe('BHD 0.005');
    expect(plain(formatMoney(99, 'USD', 'en'))).toBe('USD 0.99');
    expect(plain(formatMoney(0, 'OMR', 'en'))).toBe('OMR 0.000');
  });

  it('formats Arabic with Latin digits and the code after the amount', () => {
    const text = plain(formatMoney(123450, 'AED', 'ar'));
    expect(text).toMatch(/^1,234\.50 AED$/);
    expect(plain(formatMoney(1250, 'KWD', 'ar'))).toBe('1.250 KWD');
    expect(formatMoney(1250, 'KWD', 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('formats negative amounts', () => {
    expect(plain(formatMoney(-1250, 'KWD', 'en'))).toBe('-KWD 1.250');
  });

  it('rejects amounts that are not integer minor units', () => {
    expect(() => formatMoney(12.5, 'USD', 'en')).toThrow(RangeError);
  });
});

describe('countryName', () => {
  it('names the country in the visitor language', () => {
    expect(countryName('KW', 'en')).toBe('Kuwait');
    expect(countryName('KW', 'ar')).toBe('الكويت');
  });
});

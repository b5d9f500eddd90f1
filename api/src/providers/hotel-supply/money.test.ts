import { currencyExponent, decimalToMinor, minorToDecimal } from './money';

describe('supplier money', () => {
  it('reads ETG decimal strings into minor units', () => {
    expect(decimalToMinor('97.90', 'AED')).toBe(9790);
    expect(decimalToMinor('18.9', 'AED')).toBe(1890);
    expect(decimalToMinor('355', 'AED')).toBe(35500);
    expect(decimalToMinor('0.00', 'AED')).toBe(0);
    expect(decimalToMinor('10.5', 'KWD')).toBe(10500);
    expect(decimalToMinor('1200', 'JPY')).toBe(1200);
    expect(decimalToMinor('-3.10', 'AED')).toBe(-310);
  });

  it('rounds extra precision half up', () => {
    expect(decimalToMinor('1.005', 'AED')).toBe(101);
    expect(decimalToMinor('1.004', 'AED')).toBe(100);
  });

  it('refuses what is not a plain decimal', () => {
    for (const bad of ['', '1,5', '1e3', 'abc', '1.2.3', ' ']) expect(() => decimalToMinor(bad, 'AED')).toThrow();
  });

  it('writes minor units back as decimals', () => {
    expect(minorToDecimal(9790, 'AED')).toBe('97.90');
    expect(minorToDecimal(5, 'AED')).toBe('0.05');
    expect(minorToDecimal(10500, 'KWD')).toBe('10.500');
    expect(minorToDecimal(-310, 'AED')).toBe('-3.10');
    expect(minorToDecimal(1200, 'JPY')).toBe('1200');
    expect(currencyExponent('omr')).toBe(3);
    expect(() => minorToDecimal(1.5, 'AED')).toThrow();
  });
});

import { convertAedMinor } from './convert';

describe('convertAedMinor', () => {
  it('converts fils to the minor units of each currency, half up', () => {
    expect(convertAedMinor(100_00, 'AED', '1')).toBe(100_00);
    expect(convertAedMinor(100_00, 'USD', '0.2723')).toBe(27_23);
    // KWD has three decimals: 100 AED × 0.0835 = 8.350 KWD = 8350 fils.
    expect(convertAedMinor(100_00, 'KWD', '0.0835000000')).toBe(8_350);
    expect(convertAedMinor(1, 'USD', '0.5')).toBe(1);
    expect(convertAedMinor(1, 'USD', '0.4999')).toBe(0);
    expect(convertAedMinor(12_345_67, 'INR', 23.7)).toBe(292_592_38);
  });

  it('refuses bad input', () => {
    expect(() => convertAedMinor(1.5, 'USD', '1')).toThrow();
    expect(() => convertAedMinor(100, 'USD', '0')).toThrow();
    expect(() => convertAedMinor(100, 'USD', 'abc')).toThrow();
  });
});

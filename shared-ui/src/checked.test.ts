import { at } from './checked';

describe('at', () => {
  it('returns the item at an index in range, undefined items included', () => {
    expect(at(['a', 'b'], 1)).toBe('b');
    expect(at([undefined, 1], 0)).toBeUndefined();
  });

  it('throws a clear error out of range', () => {
    expect(() => at(['a'], 1)).toThrow('Index 1 is out of range (length 1)');
    expect(() => at(['a'], -1)).toThrow(RangeError);
    expect(() => at(['a'], 0.5)).toThrow(RangeError);
  });
});

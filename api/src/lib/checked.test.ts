import { at, entry } from './checked';

describe('checked access', () => {
  it('at returns in-range elements and throws a RangeError outside', () => {
    const arr = [10, 20, 30];
    expect(at(arr, 0)).toBe(10);
    expect(at(arr, 2)).toBe(30);
    expect(at(new Float64Array([1.5]), 0)).toBe(1.5);
    expect(() => at(arr, 3)).toThrow(RangeError);
    expect(() => at(arr, -1)).toThrow('index -1 out of range (length 3)');
  });
  it('at keeps an undefined element stored in range', () => {
    expect(at<number | undefined>([undefined], 0)).toBeUndefined();
  });
  it('entry returns present keys and throws naming a missing one', () => {
    const rec: Record<string, number> = { a: 1 };
    expect(entry(rec, 'a')).toBe(1);
    expect(() => entry(rec, 'b')).toThrow('missing key "b"');
  });
});

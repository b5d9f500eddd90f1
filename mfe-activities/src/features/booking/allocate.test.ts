import { allocate } from './allocate';

test('splits a converted total over the ticket lines in proportion, adding up exactly', () => {
  // 2 adults AED 2,900 + 1 child AED 900 = AED 3,800 shown as USD 1,034.74.
  const lines = allocate(103_474, [290_000, 90_000]);
  expect(lines).toEqual([78_967, 24_507]);
  expect(lines.reduce((s, n) => s + n, 0)).toBe(103_474);
});

test('hands the rounding remainder to the largest fractions, and keeps zeros at zero', () => {
  expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
  expect(allocate(10, [0, 5])).toEqual([0, 10]);
  expect(allocate(0, [3, 4])).toEqual([0, 0]);
  expect(allocate(7, [0, 0])).toEqual([0, 0]);
});

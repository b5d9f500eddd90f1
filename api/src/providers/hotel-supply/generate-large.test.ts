import { DUBAI_AREAS } from './dubai-areas';
import { generateHotels } from './generate-large';

describe('generateHotels (benchmark inventory)', () => {
  const big = generateHotels(10_000, 7);

  it('makes 10 000 distinct hotels across every area', () => {
    expect(big).toHaveLength(10_000);
    expect(new Set(big.map((h) => h.id)).size).toBe(10_000);
    expect(new Set(big.map((h) => h.hid)).size).toBe(10_000);
    expect(new Set(big.map((h) => h.name.en)).size).toBe(10_000);
    expect(new Set(big.map((h) => h.area))).toEqual(new Set(DUBAI_AREAS.map((a) => a.slug)));
  });

  it('is deterministic: same seed, same hotels; another seed, others', () => {
    expect(generateHotels(300, 7)).toEqual(big.slice(0, 300));
    expect(generateHotels(50, 8).map((h) => h.id)).not.toEqual(big.slice(0, 50).map((h) => h.id));
  });

  it('refuses a count that is not a whole number', () => {
    expect(() => generateHotels(-1)).toThrow();
    expect(() => generateHotels(2.5)).toThrow();
    expect(generateHotels(0)).toEqual([]);
  });
});

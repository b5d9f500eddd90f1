import { compareTranslations, expectSameKeys, flattenKeys, missingKeys } from './key-parity';

describe('key parity helpers', () => {
  it('flattens nested keys', () => {
    expect([...flattenKeys({ a: 'x', b: { c: 'y', d: { e: 'z' } } }).keys()]).toEqual(['a', 'b.c', 'b.d.e']);
  });

  it('lists keys missing from the second tree', () => {
    expect(missingKeys({ a: '1', b: { c: '2', d: '3' } }, { a: '1', b: { c: '2' } })).toEqual(['b.d']);
    expect(missingKeys({ a: '1' }, { a: '1', extra: '2' })).toEqual([]);
  });

  it('passes for matching trees', () => {
    expect(() =>
      expectSameKeys({ a: 'Hi {{name}}', b: { c: 'x' } }, { a: 'مرحبا {{name}}', b: { c: 'س' } }),
    ).not.toThrow();
  });

  it('reports missing keys both ways, empty values and placeholder drift', () => {
    const en = { only_en: 'x', shared: 'Hi {{name}}', empty: 'ok', nested: { k: 'v' } };
    const ar = { only_ar: 'س', shared: 'مرحبا {{user}}', empty: ' ', nested: { k: 'ق' } };
    expect(compareTranslations(en, ar)).toEqual({
      missingInSecond: ['only_en'],
      missingInFirst: ['only_ar'],
      emptyValues: ['empty'],
      placeholderMismatches: ['shared'],
    });
    expect(() => expectSameKeys(en, ar, 'hotels')).toThrow(
      /hotels: missing in ar: only_en; missing in en: only_ar; empty or not text: empty; different \{\{placeholders\}\}: shared/,
    );
  });

  it('treats a key that is a string in one and a branch in the other as missing', () => {
    expect(() => expectSameKeys({ a: 'x' }, { a: { b: 'y' } })).toThrow(/missing in ar: a; missing in en: a\.b/);
  });

  it("takes a plural group as one key: Arabic's six forms beside English's two, but not a group missing in one", () => {
    const en = { count_one: '{{count}} adult', count_other: '{{count}} adults', only_en_one: 'x', only_en_other: 'xs' };
    const ar = {
      count_zero: 'لا بالغين',
      count_one: 'بالغ',
      count_two: 'بالغان',
      count_few: '{{count}} بالغين',
      count_many: '{{count}} بالغًا',
      count_other: '{{count}} بالغ',
    };
    expect(compareTranslations(en, ar)).toMatchObject({
      missingInSecond: ['only_en_one', 'only_en_other'],
      missingInFirst: [],
    });
  });
});

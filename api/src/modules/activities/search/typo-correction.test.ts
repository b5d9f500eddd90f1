import { allActivities } from '../catalog/catalog';
import { buildVocabulary, correctQuery, editDistance, searchKey } from './typo-correction';

const vocabulary = buildVocabulary(allActivities.flatMap((a) => [a.name.en, a.name.ar]));

describe('searchKey', () => {
  it('folds case, Latin accents and Arabic spelling variants like the SQL search_key()', () => {
    expect(searchKey('DÉSERT Sàfari')).toBe('desert safari');
    expect(searchKey('صَحْرَاوِيَّة')).toBe('صحراويه');
    expect(searchKey('أإآى')).toBe('اااي');
    expect(searchKey('سفاری')).toBe('سفاري');
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and a swap of neighbours as one edit each', () => {
    expect(editDistance('desrt', 'desert', 2)).toBe(1);
    expect(editDistance('dsert', 'desert', 2)).toBe(1);
    expect(editDistance('desret', 'desert', 2)).toBe(1);
    expect(editDistance('dezert', 'desert', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
  });

  it('stops counting past the maximum', () => {
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });
});

describe('correctQuery', () => {
  it('respells unknown words as catalog words', () => {
    expect(correctQuery('desrt', vocabulary)).toBe('desert');
    expect(correctQuery('Dessert safary', vocabulary)).toBe('desert safari');
    expect(correctQuery('سفراي', vocabulary)).toBe('سفاري');
  });

  it('leaves known words, words being typed and short words alone', () => {
    expect(correctQuery('desert safari', vocabulary)).toBeNull();
    expect(correctQuery('khal', vocabulary)).toBeNull();
    expect(correctQuery('zoo', vocabulary)).toBeNull();
    expect(correctQuery('qwertyuiop', vocabulary)).toBeNull();
  });
});

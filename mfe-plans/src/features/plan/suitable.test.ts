import { suitableFor } from './components/add-activity-dialog';

const family = { adults: 2, teens: 0, children: 1, youngest_child_age: 6 };
const adults = { adults: 2, teens: 0, children: 0, youngest_child_age: null };
const option = (over: object) => ({
  activity_id: 'a',
  name_en: 'A',
  name_ar: 'أ',
  main_category: 'tours',
  horizontal_thumbnail: '',
  ...over,
});

test('the add dialog lists only activities that suit the ages of the group', () => {
  expect(suitableFor(family, option({ kid_friendly: false }))).toBe(false);
  expect(suitableFor(family, option({ kid_friendly: true, min_age: 8 }))).toBe(false);
  expect(suitableFor(family, option({ kid_friendly: true, min_age: 5 }))).toBe(true);
  expect(suitableFor(adults, option({ kid_friendly: false, min_age: 18 }))).toBe(true);
  expect(suitableFor({ ...adults, teens: 1 }, option({ min_age: 16 }))).toBe(false);
  // Search results carry no age rules: kept, and the api has the last word.
  expect(suitableFor(family, option({}))).toBe(true);
});

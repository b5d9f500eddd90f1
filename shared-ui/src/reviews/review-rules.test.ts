import { photoProblem, reviewProblems, textLang } from './review-rules';

test('a review needs a rating and 10 to 2000 characters of text', () => {
  expect(reviewProblems({ rating: null, text: 'Great evening in the desert.' })).toEqual({ rating: 'ratingRequired' });
  expect(reviewProblems({ rating: 4, text: '   short   ' })).toEqual({ text: 'textShort' });
  expect(reviewProblems({ rating: 4, text: 'x'.repeat(2001) })).toEqual({ text: 'textLong' });
  expect(reviewProblems({ rating: 5, text: 'رحلة رائعة في الصحراء' })).toEqual({});
});

test('photos: at most 3 in all, pictures only, 15 MB each', () => {
  const jpeg = { type: 'image/jpeg', size: 1000 };
  expect(photoProblem([jpeg, jpeg], 1)).toBeNull();
  expect(photoProblem([jpeg, jpeg], 2)).toBe('tooMany');
  expect(photoProblem([{ type: 'video/mp4', size: 10 }], 0)).toBe('type');
  expect(photoProblem([{ type: 'image/png', size: 16 * 1024 * 1024 }], 0)).toBe('size');
});

test('the language of a review is the script of most of its letters, else the page’s', () => {
  expect(textLang('رحلة رائعة جداً مع a guide', 'en')).toBe('ar');
  expect(textLang('A great trip, شكراً', 'ar')).toBe('en');
  expect(textLang('10/10 !!!', 'ar')).toBe('ar');
});

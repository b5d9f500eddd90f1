// The review form's checks, the api's rules (api/src/modules/reviews/schemas.ts), for activities and hotels alike said again so the member
// learns of a problem before sending; the api checks everything again.

export const TEXT_MIN = 10;
export const TEXT_MAX = 2000;
export const MAX_PHOTOS = 3;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

export type ReviewProblem = 'ratingRequired' | 'textShort' | 'textLong';
export type PhotoProblem = 'tooMany' | 'type' | 'size';

export interface ReviewFields {
  rating: number | null;
  text: string;
}

/** The problems of each field, or an empty object when the review can be sent. */
export function reviewProblems(fields: ReviewFields): Partial<Record<'rating' | 'text', ReviewProblem>> {
  const problems: Partial<Record<'rating' | 'text', ReviewProblem>> = {};
  if (fields.rating === null || fields.rating < 1 || fields.rating > 5) problems.rating = 'ratingRequired';
  const length = fields.text.trim().length;
  if (length < TEXT_MIN) problems.text = 'textShort';
  else if (length > TEXT_MAX) problems.text = 'textLong';
  return problems;
}

/** Checks photos before they are uploaded: `already` are on the review now. */
export function photoProblem(files: readonly Pick<File, 'type' | 'size'>[], already: number): PhotoProblem | null {
  if (already + files.length > MAX_PHOTOS) return 'tooMany';
  for (const file of files) {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
    if (file.size > MAX_PHOTO_BYTES) return 'size';
  }
  return null;
}

/** The language a review is written in: the script most of its letters are in; `fallback` (the page's) without letters. */
export function textLang(text: string, fallback: 'en' | 'ar'): 'en' | 'ar' {
  const arabic = (text.match(/[\u0600-\u06FF]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  if (arabic === latin) return fallback;
  return arabic > latin ? 'ar' : 'en';
}

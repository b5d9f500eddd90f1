// Deterministic demo reviews: same activity + seed + reference date → same reviews, on any machine.
import { at } from '../../../lib/checked';
import { createRandom, hashString, pickIndex, randomInt, type Random } from './prng';
import { reviewTexts } from '../../../db/seed/data';
import type { CatalogActivity, CatalogReview, LocalizedText } from './types';

/** Fixed "now" so the output never depends on the clock; pass `now` to make dates relative to today. */
export const CATALOG_REFERENCE_DATE = new Date('2026-11-01T00:00:00.000Z');

const DAY_MS = 86_400_000;
/** A little under 18 months, so every review falls inside the window. */
const MAX_AGE_DAYS = 540;

type ReviewTone = 'great' | 'good' | 'mixed' | 'poor';
// Phrase pools from api/src/db/seed/data/reviews.json.
const { categoryDetails, closers, complaints, firstNames, generalPraise, lastInitials, openers } = reviewTexts;

export type ReviewSubject = Pick<CatalogActivity, 'slug' | 'rating' | 'mainCategory'>;

export function generateReviews(
  activity: ReviewSubject,
  seed: number,
  now: Date = CATALOG_REFERENCE_DATE,
): CatalogReview[] {
  const random = createRandom(hashString(activity.slug) ^ seed);
  const count = randomInt(random, 3, 8);
  const ratings = ratingsAveraging(random, activity.rating, count);
  const authors = distinctAuthors(random, count);
  const reviews = ratings.map((rating, i): CatalogReview => ({
    authorName: at(authors, i), // one author per rating
    rating,
    text: reviewText(random, activity, rating),
    createdAt: new Date(
      now.getTime() - randomInt(random, 0, MAX_AGE_DAYS - 1) * DAY_MS - randomInt(random, 0, 86_399) * 1000,
    ).toISOString(),
  }));
  return reviews.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/**
 * Whole-star ratings whose sum is round(target × count), so the mean is within 0.5 / count of the
 * activity's rating; random transfers between reviews add spread without moving the mean.
 */
function ratingsAveraging(random: Random, target: number, count: number): number[] {
  const sum = Math.min(5 * count, Math.max(count, Math.round(target * count)));
  const base = Math.floor(sum / count);
  const ratings = Array.from({ length: count }, (_, i) => base + (i < sum - base * count ? 1 : 0));
  for (let step = 0; step < count; step += 1) {
    const up = pickIndex(random, count);
    const down = pickIndex(random, count);
    const upRating = at(ratings, up);
    const downRating = at(ratings, down);
    if (up !== down && upRating < 5 && downRating > 1 && random() < 0.5) {
      ratings[up] = upRating + 1;
      ratings[down] = downRating - 1;
    }
  }
  return ratings;
}

function distinctAuthors(random: Random, count: number): string[] {
  const pool = [...firstNames];
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [first] = pool.splice(pickIndex(random, pool.length), 1);
    names.push(`${first} ${at(lastInitials, pickIndex(random, lastInitials.length))}.`);
  }
  return names;
}

function toneOf(rating: number): ReviewTone {
  if (rating >= 5) return 'great';
  if (rating === 4) return 'good';
  if (rating === 3) return 'mixed';
  return 'poor';
}

function reviewText(random: Random, activity: ReviewSubject, rating: number): LocalizedText {
  const tone = toneOf(rating);
  const parts: LocalizedText[] = [choose(random, openers[tone])];
  const details = categoryDetails[activity.mainCategory];
  if (tone === 'great' || tone === 'good') {
    parts.push(choose(random, details));
    if (tone === 'great' || random() < 0.5) parts.push(choose(random, generalPraise));
  } else if (tone === 'mixed') {
    parts.push(choose(random, details), choose(random, complaints));
  } else {
    const first = pickIndex(random, complaints.length);
    parts.push(at(complaints, first));
    if (rating === 1)
      parts.push(at(complaints, (first + 1 + pickIndex(random, complaints.length - 1)) % complaints.length));
  }
  parts.push(choose(random, closers[tone]));
  return { en: parts.map((p) => p.en).join(' '), ar: parts.map((p) => p.ar).join(' ') };
}

function choose(random: Random, items: readonly LocalizedText[]): LocalizedText {
  return at(items, pickIndex(random, items.length));
}

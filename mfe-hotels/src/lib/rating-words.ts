// The word beside a guest score ("Superb", "Very good"...), written once: RatingBadge and the hotel page's first frame
// (src/frame) pick it alike. Free of imports: frame.js includes it.

/** The scores that have a word (filters.ratingWords), from the best. */
const WORD_STEPS = [9, 8, 7, 6] as const;

/** The step of a score's word, or none below the last. */
export const ratingWordStep = (rating: number): (typeof WORD_STEPS)[number] | undefined =>
  WORD_STEPS.find((step) => rating >= step);

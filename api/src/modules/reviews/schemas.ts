import { z } from 'zod';

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 3;

const opaqueId = z.string().trim().min(1).max(200);

/** The parts of a review a member writes; the same on create and edit. */
const reviewFields = {
  rating: z.number().int().min(1, 'must be between 1 and 5').max(5, 'must be between 1 and 5'),
  text: z
    .string()
    .trim()
    .min(REVIEW_TEXT_MIN, `must be at least ${REVIEW_TEXT_MIN} characters`)
    .max(REVIEW_TEXT_MAX, `must be at most ${REVIEW_TEXT_MAX} characters`),
  lang: z.enum(['en', 'ar']),
  photo_ids: z.array(opaqueId).max(REVIEW_PHOTOS_MAX, `at most ${REVIEW_PHOTOS_MAX} photos`).default([]),
};

export const createReviewBody = z.object({ order_id: z.string().trim().min(1).max(64), ...reviewFields });
export const updateReviewBody = z.object({ review_id: opaqueId, ...reviewFields });
export const reviewRefBody = z.object({ review_id: opaqueId });

export type ReviewInput = Omit<z.infer<typeof updateReviewBody>, 'review_id'>;

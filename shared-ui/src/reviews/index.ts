// @jad/shared-ui/reviews: member reviews of activities and hotels (words in the `reviews` namespace). Its own
// federated entry (shared-ui/mf/shared.js), so only a page that shows reviews downloads it and its texts; the light
// parts are here at once, the form loads lazily.
export { RatingBreakdown, ReviewPhotos, VerifiedBadge } from './review-parts';
export { useReviewPages, type ReviewPage } from './use-review-pages';
export { ReviewForm, WriteReview, type ReviewFormProps, type WriteReviewProps } from './lazy-reviews';
export { MAX_PHOTOS as REVIEW_MAX_PHOTOS, photoProblem, reviewProblems, textLang } from './review-rules';
export { REVIEWS_NS } from './namespace';
export type {
  MemberReviewView,
  RatingBreakdownCounts,
  RatingSummaryView,
  ReviewableOrderView,
  ReviewCalls,
  ReviewDraft,
  ReviewPhotoView,
  ReviewSubject,
} from './types';

import { HttpError } from '../../lib/http-error';

// Why a review is refused: a status, a code a client can branch on, and a message it can show.

export const reviewErrors = {
  notBuyer: () => new HttpError(403, 'Only members who booked this can review it.', 'not_a_buyer'),
  notPaid: () =>
    new HttpError(409, 'Only a paid booking that was not cancelled can be reviewed.', 'order_not_reviewable'),
  tooEarly: (date: string) => new HttpError(409, `You can review this after your visit (${date}).`, 'visit_not_passed'),
  alreadyReviewed: () =>
    new HttpError(409, 'You have already reviewed this booking. Edit your review instead.', 'already_reviewed'),
  notFound: () => new HttpError(404, 'Review not found.', 'review_not_found'),
  badPhoto: () => new HttpError(400, 'photo_ids: Photos must be your own review uploads (up to 3).', 'invalid_photo'),
};

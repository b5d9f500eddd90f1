import { conflict, forbidden, invalid, notFound } from '../../lib/domain-error';

// Why a review is refused: a status, a code a client can branch on, and a message it can show.

export const reviewErrors = {
  notBuyer: () => forbidden('not_a_buyer'),
  notPaid: () => conflict('order_not_reviewable'),
  tooEarly: (date: string) => conflict('visit_not_passed', { params: { date } }),
  alreadyReviewed: () => conflict('already_reviewed'),
  notFound: () => notFound('review_not_found'),
  badPhoto: () => invalid('invalid_photo', { field: 'photo_ids' }),
};

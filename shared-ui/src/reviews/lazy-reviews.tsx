import { lazy, Suspense } from 'react';
import type { ReviewFormProps } from './review-form';
import type { WriteReviewProps } from './write-review';

// shared-ui is part of every first load; the review form (MUI's TextField and Rating) is not. It loads, from the
// host like every shared module, when a member who can review opens a page; others render nothing here.
const Write = lazy(() => import('./write-review'));
const Form = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

/** "Write a review" for the member's finished orders, their reviews with Edit and Delete; see write-review.tsx. */
export function WriteReview(props: WriteReviewProps) {
  return (
    <Suspense fallback={null}>
      <Write {...props} />
    </Suspense>
  );
}

/** Stars, text and up to 3 photos, checked as the api checks them; see review-form.tsx. */
export function ReviewForm(props: ReviewFormProps) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}

export type { ReviewFormProps, WriteReviewProps };

import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { WriteReview as SharedWriteReview, type RatingSummaryView } from '@jad/shared-ui/reviews';
import { useSignedInAction } from '@/lib/session';
import { activityReviewCalls } from './review-api';

export interface WriteReviewProps {
  acid: string;
  activityName: string;
  onChanged(summary: RatingSummaryView): void;
}

/** The shared "Write a review" (shared-ui/src/reviews) wired to this activity's calls and the mail's `?review=` link. */
export function WriteReview({ acid, activityName, onChanged }: WriteReviewProps) {
  const [params] = useSearchParams();
  const signedIn = useSignedInAction();
  const calls = useMemo(() => activityReviewCalls(acid), [acid]);
  return (
    <SharedWriteReview
      subject="activity"
      subjectName={activityName}
      calls={calls}
      asked={params.get('review')}
      onSignIn={() => signedIn(() => undefined)}
      onChanged={onChanged}
    />
  );
}

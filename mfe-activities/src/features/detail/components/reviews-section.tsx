import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, useAppStore, localized } from '@jad/shared-ui';
import { RatingBreakdown, ReviewPhotos, useReviewPages, VerifiedBadge } from '@jad/shared-ui/reviews';
import type { ActivityDetail, ActivityReview, RatingSummary } from '@/lib/api-types';
import { NS } from '@/i18n';
import { Rating } from '@/components/rating';
import { fetchReviews } from '../api';
import { WriteReview } from '../reviews/write-review';

const FIRST_PAGE = 5;

/** The rating, how it splits over the stars, and the reviews, newest first, with more on demand. */
export function ReviewsSection({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const {
    rows: reviews,
    cursor,
    loading,
    more,
    reload,
  } = useReviewPages<ActivityReview>({ rows: activity.reviews, next_cursor: activity.reviews_next_cursor }, (after) =>
    after ? fetchReviews(activity.activity_id, after) : fetchReviews(activity.activity_id, null, FIRST_PAGE),
  );
  const [summary, setSummary] = useState<RatingSummary>({
    rating: activity.rating,
    review_count: activity.review_count,
    rating_breakdown: activity.rating_breakdown,
  });

  // After the member's write: the api's new summary, and the first page again (their review is the newest).
  const changed = (next: RatingSummary) => {
    setSummary(next);
    reload();
  };

  return (
    <Box component="section" id="reviews" aria-labelledby="reviews-title" sx={{ scrollMarginTop: 80 }}>
      <Typography id="reviews-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('reviews.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
          gap: 3,
          mb: 3,
          alignItems: 'center',
        }}
      >
        <Box sx={{ textAlign: { xs: 'start', sm: 'center' } }}>
          <Typography component="p" variant="h3" sx={{ fontWeight: 800 }}>
            {formatNumber(summary.rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </Typography>
          <Rating rating={summary.rating} />
          <Typography variant="body2" color="text.secondary">
            {t('reviews.count', { count: summary.review_count, formatted: formatNumber(summary.review_count, lang) })}
          </Typography>
        </Box>
        <RatingBreakdown counts={summary.rating_breakdown} />
      </Box>
      <WriteReview
        acid={activity.activity_id}
        activityName={localized(lang, activity.name_en, activity.name_ar)}
        onChanged={changed}
      />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
        {reviews.map((r) => (
          <Box component="li" key={r.review_id} data-testid="review">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 0.75 }}>
              <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 16 }} aria-hidden>
                {r.author_name.slice(0, 1)}
              </Avatar>
              <Box>
                {/* dir=auto: a Latin name keeps its full stop at its end on an Arabic page ("Maryam H.", not ".Maryam H"). */}
                <Typography sx={{ fontWeight: 600 }} dir="auto">
                  {r.author_name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDate(r.created_at, lang)}
                </Typography>
                {r.verified ? <VerifiedBadge subject="activity" /> : null}
              </Box>
              <Box sx={{ marginInlineStart: 'auto' }}>
                <Rating rating={r.rating} />
              </Box>
            </Box>
            {/* A member's review is shown as written, in its own language and direction. */}
            <Typography
              color="text.primary"
              sx={{ lineHeight: 1.6 }}
              lang={r.lang ?? undefined}
              dir={r.lang ? 'auto' : undefined}
            >
              {r.lang ? (r.lang === 'ar' ? r.text_ar : r.text_en) : localized(lang, r.text_en, r.text_ar)}
            </Typography>
            <ReviewPhotos photos={r.photos} authorName={r.author_name} />
          </Box>
        ))}
      </Box>
      {cursor ? (
        <Button variant="outlined" onClick={more} disabled={loading} sx={{ mt: 2 }}>
          {t('reviews.more')}
        </Button>
      ) : null}
    </Box>
  );
}

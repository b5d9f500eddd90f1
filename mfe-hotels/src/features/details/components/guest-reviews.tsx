import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiRating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { formatDate, formatNumber, navigate, signInPath, useAppStore, useCurrentPath } from '@jad/shared-ui';
import {
  RatingBreakdown,
  ReviewPhotos,
  useReviewPages,
  VerifiedBadge,
  WriteReview,
  type RatingSummaryView,
} from '@jad/shared-ui/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import type { GuestReviews as GuestReviewsDto, HotelReview } from '@/lib/api-types';
import { hotelKeys } from '@/lib/query-keys';
import { fetchHotelReviews, hotelReviewCalls } from '../reviews-api';

export interface GuestReviewsProps {
  hid: string;
  hotelName: string;
  initial: GuestReviewsDto;
  /** The order the reminder mail's `?review=<order>` link names: its form opens at once. */
  asked: string | null;
}

/**
 * "Guest reviews (N)": reviews by members who stayed (each a verified stay), their own average and breakdown, newest
 * first with more on demand, and "Write a review" for a member with a finished stay here. The supplier's score
 * beside the hotel's name is not touched.
 */
export function GuestReviews({ hid, hotelName, initial, asked }: GuestReviewsProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const here = useCurrentPath();
  const [summary, setSummary] = useState(initial.summary);
  const { rows, cursor, loading, more, reload } = useReviewPages<HotelReview>(initial, (after) =>
    fetchHotelReviews(hid, after),
  );
  const calls = useMemo(() => hotelReviewCalls(hid), [hid]);
  const client = useQueryClient();

  // From the reminder mail: bring the form into view.
  useEffect(() => {
    if (asked) document.getElementById('reviews')?.scrollIntoView?.({ block: 'start' });
  }, [asked]);

  // After the member's write: the api's new summary, and the first page again (their review is the newest).
  const changed = (next: RatingSummaryView) => {
    setSummary(next);
    reload();
    void client.invalidateQueries({ queryKey: hotelKeys.allHotels });
  };
  const average = formatNumber(summary.rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <Box
      component="section"
      id="reviews"
      aria-labelledby="reviews-title"
      sx={{ mt: 4, scrollMarginTop: 16 }}
      data-testid="guest-reviews"
    >
      <Typography id="reviews-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('guestReviews.title', { n: formatNumber(summary.review_count, lang) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('guestReviews.source')}
      </Typography>
      {summary.review_count > 0 ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
            gap: 3,
            mb: 3,
            alignItems: 'center',
          }}
        >
          <Box sx={{ textAlign: { xs: 'start', sm: 'center' } }} data-testid="guest-average">
            <Typography component="p" variant="h3" sx={{ fontWeight: 800 }} aria-hidden>
              {average}
            </Typography>
            <MuiRating
              value={summary.rating}
              precision={0.1}
              readOnly
              size="small"
              aria-label={t('guestReviews.average', { value: average })}
              sx={{ '& .MuiRating-iconFilled': { color: 'warning.main' } }}
            />
          </Box>
          <RatingBreakdown counts={summary.rating_breakdown} />
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('guestReviews.none')}
        </Typography>
      )}
      <WriteReview
        subject="hotel"
        subjectName={hotelName}
        calls={calls}
        asked={asked}
        onSignIn={() => navigate(signInPath(here))}
        onChanged={changed}
      />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
        {rows.map((r) => (
          <Box component="li" key={r.review_id} data-testid="guest-review">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 0.75 }}>
              <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 16 }} aria-hidden>
                {r.author_name.slice(0, 1)}
              </Avatar>
              <Box>
                <Typography sx={{ fontWeight: 600 }} dir="auto">
                  {r.author_name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDate(r.created_at, lang)}
                </Typography>
                <VerifiedBadge subject="hotel" />
              </Box>
              <MuiRating
                value={r.rating}
                readOnly
                size="small"
                sx={{ marginInlineStart: 'auto', '& .MuiRating-iconFilled': { color: 'warning.main' } }}
              />
            </Box>
            {/* Shown as written, in its own language and direction. */}
            <Typography sx={{ lineHeight: 1.6 }} lang={r.lang} dir="auto">
              {r.text}
            </Typography>
            <ReviewPhotos photos={r.photos} authorName={r.author_name} />
          </Box>
        ))}
      </Box>
      {cursor ? (
        <Button variant="outlined" onClick={more} disabled={loading} sx={{ mt: 2 }}>
          {t('guestReviews.more')}
        </Button>
      ) : null}
    </Box>
  );
}

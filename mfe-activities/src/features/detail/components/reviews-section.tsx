import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, useAppStore } from '@jad/shared-ui';
import type { ActivityDetail, ActivityReview } from '@/lib/api-types';
import { localized } from '@/lib/localized';
import { NS } from '@/i18n';
import { Rating } from '@/components/rating';
import { fetchReviews } from '../api';

/** The rating, how it splits over the stars, and the reviews, newest first, with more on demand. */
export function ReviewsSection({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const [reviews, setReviews] = useState<ActivityReview[]>(activity.reviews);
  const [cursor, setCursor] = useState(activity.reviews_next_cursor);
  const [loading, setLoading] = useState(false);
  const total = activity.rating_breakdown.reduce((s, n) => s + n, 0);

  const more = () => {
    if (!cursor) return;
    setLoading(true);
    fetchReviews(activity.activity_id, cursor)
      .then((page) => {
        setReviews((r) => [...r, ...page.rows]);
        setCursor(page.next_cursor);
      })
      .catch(() => setCursor(null))
      .finally(() => setLoading(false));
  };

  return (
    <Box component="section" aria-labelledby="reviews-title">
      <Typography id="reviews-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('reviews.title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 3, mb: 3, alignItems: 'center' }}>
        <Box sx={{ textAlign: { xs: 'start', sm: 'center' } }}>
          <Typography component="p" variant="h3" sx={{ fontWeight: 800 }}>
            {formatNumber(activity.rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </Typography>
          <Rating rating={activity.rating} />
          <Typography variant="body2" color="text.secondary">
            {t('reviews.count', { count: activity.review_count, formatted: formatNumber(activity.review_count, lang) })}
          </Typography>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }} aria-label={t('reviews.breakdown')}>
          {[5, 4, 3, 2, 1].map((stars) => {
            const n = activity.rating_breakdown[stars - 1] ?? 0;
            return (
              <Box component="li" key={stars} sx={{ display: 'grid', gridTemplateColumns: '48px 1fr 32px', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
                  {formatNumber(stars, lang)} <StarIcon sx={{ fontSize: 14, color: 'warning.main' }} aria-hidden />
                </Typography>
                <LinearProgress variant="determinate" value={total ? (100 * n) / total : 0} aria-label={t('reviews.starsShare', { stars, count: n })} sx={{ height: 8, borderRadius: 4 }} />
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'end' }}>
                  {formatNumber(n, lang)}
                </Typography>
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
        {reviews.map((r) => (
          <Box component="li" key={r.review_id} data-testid="review">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 0.75 }}>
              <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 16 }} aria-hidden>
                {r.author_name.slice(0, 1)}
              </Avatar>
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{r.author_name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDate(r.created_at, lang)}
                </Typography>
              </Box>
              <Box sx={{ marginInlineStart: 'auto' }}>
                <Rating rating={r.rating} />
              </Box>
            </Box>
            <Typography color="text.primary" sx={{ lineHeight: 1.6 }}>
              {localized(lang, r.text_en, r.text_ar)}
            </Typography>
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

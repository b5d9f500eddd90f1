import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { useTranslation } from 'react-i18next';
import { formatNumber, useAppStore } from '@jad/shared-ui';
import { NS } from '@/i18n';

export interface RatingProps {
  rating: number;
  reviews?: number;
  size?: 'small' | 'medium';
}

/** ★ 4.6 (6) with a full sentence for screen readers. */
export function Rating({ rating, reviews, size = 'small' }: RatingProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const value = formatNumber(rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label =
    reviews === undefined ? t('rating.label', { value }) : t('rating.labelWithReviews', { value, count: reviews });
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} aria-label={label} role="img">
      <StarIcon fontSize={size} sx={{ color: 'warning.main' }} aria-hidden />
      <Typography
        component="span"
        variant={size === 'small' ? 'body2' : 'body1'}
        sx={{ fontWeight: 600 }}
        aria-hidden
        data-slot="rating"
      >
        {value}
      </Typography>
      {reviews === undefined ? null : (
        <Typography component="span" variant="body2" color="text.secondary" aria-hidden data-slot="reviews">
          ({formatNumber(reviews, lang)})
        </Typography>
      )}
    </Box>
  );
}

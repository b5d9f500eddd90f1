import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber, useAppStore } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { ratingWordStep } from '@/lib/rating-words';

/**
 * The guest score in a box, its word ("Very good") and, when known, the number of reviews. The hotel page's first
 * frame (src/frame) fills its `data-slot` parts.
 */
export function RatingBadge({
  rating,
  reviews,
  compact = false,
}: {
  rating: number | null | undefined;
  reviews?: number | null;
  compact?: boolean;
}) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  if (rating === null || rating === undefined) return null;
  const step = ratingWordStep(rating);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        data-slot="rating"
        aria-label={t('card.ratingOutOf', { value: formatNumber(rating, lang, { minimumFractionDigits: 1 }) })}
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: '8px 8px 8px 0',
          px: 0.75,
          py: 0.25,
          fontWeight: 700,
          fontSize: 14,
          minWidth: 32,
          textAlign: 'center',
        }}
      >
        {formatNumber(rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </Box>
      {!compact && (
        <Box>
          {step && (
            <Typography
              variant="body2"
              component="span"
              data-slot="rating-word"
              sx={{ fontWeight: 600, display: 'block', lineHeight: 1.2 }}
            >
              {t(`filters.ratingWords.${step}`)}
            </Typography>
          )}
          {reviews ? (
            <Typography variant="caption" color="text.secondary" data-slot="reviews">
              {t('count.reviews', { count: reviews })}
            </Typography>
          ) : null}
        </Box>
      )}
    </Box>
  );
}

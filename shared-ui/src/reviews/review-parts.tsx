// The light review parts a page shows at once: the verified badge, a review's photos and the bars of the rating breakdown. Plain boxes
// (no LinearProgress) so shared-ui's first load stays small; the form loads lazily (lazy-reviews.tsx).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber, i18n, useAppStore } from '@jad/shared-ui';
import { REVIEWS_NS } from './namespace';
import type { RatingBreakdownCounts, ReviewPhotoView, ReviewSubject } from './types';

// Plain SVG, not @mui/icons-material: shared-ui is in the shell's first (eager) bundle, where an icon would need
// MUI's SvgIcon synchronously from the share scope before it is loaded ("loadShareSync failed" at start-up).
const iconSx = { display: 'inline-block', flexShrink: 0, fill: 'currentColor' } as const;

function StarMark({ size, color }: { size: number; color: string }) {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ ...iconSx, width: size, height: size, color }}>
      <polygon points="12,2.5 14.9,8.7 21.5,9.3 16.5,13.8 18,20.5 12,17 6,20.5 7.5,13.8 2.5,9.3 9.1,8.7" />
    </Box>
  );
}

function CheckBadge({ size }: { size: number }) {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ ...iconSx, width: size, height: size }}>
      <circle cx="12" cy="12" r="10" />
      <path
        d="M7.5 12.5l3 3 6-6.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Box>
  );
}

/** "Verified booking" (activities) or "Verified stay" (hotels): the review comes from a finished order. */
export function VerifiedBadge({ subject }: { subject: ReviewSubject }) {
  const { t } = useTranslation(REVIEWS_NS, { i18n });
  return (
    <Typography
      variant="caption"
      data-testid="verified-badge"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.main', fontWeight: 600 }}
    >
      <CheckBadge size={16} />
      {t('verified', { context: subject === 'hotel' ? 'hotel' : undefined })}
    </Typography>
  );
}

/** How many reviews gave 5, 4, … 1 stars, as bars; `counts[0]` is 1 star. */
export function RatingBreakdown({ counts }: { counts: RatingBreakdownCounts }) {
  const { t } = useTranslation(REVIEWS_NS, { i18n });
  const lang = useAppStore((s) => s.lang);
  const total = counts.reduce((s, n) => s + n, 0);
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
      aria-label={t('breakdown')}
      data-testid="rating-breakdown"
    >
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = counts[stars - 1] ?? 0;
        const share = total ? Math.round((100 * n) / total) : 0;
        return (
          <Box
            component="li"
            key={stars}
            sx={{ display: 'grid', gridTemplateColumns: '48px 1fr 32px', alignItems: 'center', gap: 1 }}
          >
            <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
              {formatNumber(stars, lang)} <StarMark size={14} color="warning.main" />
            </Typography>
            <Box
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={share}
              aria-label={t('starsShare', { stars, count: n })}
              sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
            >
              <Box sx={{ height: 1, width: `${share}%`, bgcolor: 'primary.main', borderRadius: 4 }} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'end' }}>
              {formatNumber(n, lang)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** A review's photos as thumbnails, each opening the full picture; alt text names the author. */
export function ReviewPhotos({ photos, authorName }: { photos: readonly ReviewPhotoView[]; authorName: string }) {
  const { t } = useTranslation(REVIEWS_NS, { i18n });
  if (photos.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
      {photos.map((photo, i) => (
        <Box
          key={photo.id}
          component="a"
          href={photo.url}
          target="_blank"
          rel="noopener"
          sx={{ display: 'block', lineHeight: 0 }}
        >
          <Box
            component="img"
            src={photo.thumbnail ?? photo.url}
            alt={t('photoOf', { n: i + 1, name: authorName })}
            loading="lazy"
            sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1.5 }}
          />
        </Box>
      ))}
    </Box>
  );
}

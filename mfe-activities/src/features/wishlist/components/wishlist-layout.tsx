import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatNumber, useAppStore } from '@jad/shared-ui';
import { ActivityCard } from '@/components/activity-card';
import type { ActivitySummary } from '@/lib/api-types';
import { NS } from '@/i18n';
import { CardGrid, CardSkeletons } from '@/components/card-grid';

export interface WishlistLayoutProps {
  /** The saved activities, once the first page is in (undefined while it loads). */
  rows: ActivitySummary[] | undefined;
  count: number;
  onRemoved?: (activityId: string) => void;
  /** Below the cards (the page's next pages). */
  children?: ReactNode;
}

/**
 * /wishlist's screen: its heading, the count and the saved activities' cards (or the empty state). The page
 * (wishlist-page.tsx) and its first frame (src/frame-template.tsx) both render it, so the frame is the page's own.
 */
export function WishlistLayout({ rows, count, onRemoved, children }: WishlistLayoutProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 0.5 }}>
        {t('wishlist.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} role="status" aria-live="polite" data-slot="count">
        {rows ? t('wishlist.count', { count, formatted: formatNumber(count, lang) }) : t('list.searching')}
      </Typography>
      {!rows ? (
        <CardGrid>
          <CardSkeletons count={6} />
        </CardGrid>
      ) : rows.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 8 }} data-testid="wishlist-empty">
          {/* A block: its line's height would otherwise come from the body's line-height, which the frame has not. */}
          <FavoriteBorderIcon
            sx={{ fontSize: 56, color: 'text.secondary', display: 'block', mx: 'auto' }}
            aria-hidden
          />
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            {t('wishlist.empty')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('wishlist.emptyHint')}
          </Typography>
          <Button component={Link} to="/activities" variant="contained">
            {t('detail.browse')}
          </Button>
        </Box>
      ) : (
        <CardGrid label={t('wishlist.title')}>
          {rows.map((a, i) => (
            <li key={a.activity_id}>
              <ActivityCard
                activity={{ ...a, is_wishlisted: true }}
                priority={i < 3}
                first={i === 0}
                onWishlistChange={(on) => (on ? undefined : onRemoved?.(a.activity_id))}
              />
            </li>
          ))}
        </CardGrid>
      )}
      {children}
    </Container>
  );
}

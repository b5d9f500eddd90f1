import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { appStore, formatNumber, mergeByPage, useAppStore } from '@jad/shared-ui';
import { ActivityCard } from '@/components/activity-card';
import { activityKeys } from '@/lib/query-keys';
import { fetchWishlistPage } from '@/lib/wishlist';
import { NS } from '@/i18n';
import { CardGrid, CardSkeletons } from '@/components/card-grid';
import { LoadMore } from '@/components/load-more';

const PAGE_SIZE = 12;

/**
 * /wishlist (sign-in needed, guarded by the routes): page 1 replaces the store's wishlist, later pages
 * append (spec §4). Removing a heart here takes the card away.
 */
export function WishlistPage() {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const rows = useAppStore((s) => s.wishlist);
  const [count, setCount] = useState(0);
  const [page, setPage] = useState(1);
  const answer = useQuery({
    queryKey: activityKeys.wishlistPage(page),
    queryFn: () => fetchWishlistPage(page, PAGE_SIZE),
  });
  const { data, isError, refetch } = answer;
  // The last page merged into the store: the list shows once the store holds what was fetched.
  const [shown, setShown] = useState(0);
  const status = shown === 0 ? 'loading' : page > shown && !isError ? 'loading-more' : 'ready';

  // The store keeps the list (spec §4: page 1 replaces it, later pages append), also when a page comes from the cache.
  useEffect(() => {
    const { wishlist, setField } = appStore.getState();
    if (data) {
      setField('wishlist', mergeByPage(wishlist, data.rows, data.page));
      setCount(data.count);
      setShown(data.page);
    } else if (isError && page === 1) {
      setField('wishlist', []);
      setCount(0);
      setShown(1);
    }
  }, [data, isError, page]);

  const more = () => {
    if (isError) void refetch();
    else if (data) setPage(data.page + 1);
  };

  const removed = (activityId: string) => {
    setCount((n) => Math.max(0, n - 1));
    const { wishlist, setField } = appStore.getState();
    setField(
      'wishlist',
      wishlist.filter((a) => a.activity_id !== activityId),
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 0.5 }}>
        {t('wishlist.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} role="status" aria-live="polite">
        {status === 'loading'
          ? t('list.searching')
          : t('wishlist.count', { count, formatted: formatNumber(count, lang) })}
      </Typography>
      {status === 'loading' ? (
        <CardGrid>
          <CardSkeletons count={6} />
        </CardGrid>
      ) : rows.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 8 }} data-testid="wishlist-empty">
          <FavoriteBorderIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
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
                onWishlistChange={(on) => (on ? undefined : removed(a.activity_id))}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <LoadMore
        hasMore={status !== 'loading' && rows.length < count}
        loading={status === 'loading-more'}
        onMore={() => status === 'ready' && more()}
      />
    </Container>
  );
}

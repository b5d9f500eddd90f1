import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { AppLink, appStore, useAppStore } from '@jad/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FavouriteButton } from '@/components/favourite-button';
import { HotelImage } from '@/components/hotel-image';
import { MessageState } from '@/components/message-state';
import { Page } from '@/components/page';
import { RatingBadge } from '@/components/rating-badge';
import { StarRating } from '@/components/star-rating';
import { NS } from '@/i18n';
import { defaultStay } from '@/lib/dates';
import { hotelKeys } from '@/lib/query-keys';
import { useFavouriteIds } from '@/lib/favourites';
import { fetchFavourites } from '../api';

/** /favourite-hotels: the member's saved hotels; page 1 replaces the list, later pages append (spec §4). */
export function FavouritesPage() {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const rows = useAppStore((s) => s.hotel_favourites.favourites.rows);
  const { ids, loaded: idsLoaded } = useFavouriteIds();
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(0);
  const favourites = useQuery({
    queryKey: hotelKeys.favourites(page, lang),
    queryFn: () => fetchFavourites(page, lang),
  });
  const loaded = favourites.data;
  const status = favourites.isError ? 'error' : page === 1 && !loaded ? 'loading' : 'ready';

  // The app store keeps the list (spec §4: page 1 replaces it, later pages append), also when the page is cached.
  useEffect(() => {
    if (!loaded) return;
    appStore.getState().mergeHotelFavourites(loaded.favourites.rows, page);
    setTotal(loaded.favourites.count);
  }, [loaded, page]);

  useEffect(() => {
    document.title = `${t('favourites.title')} · ${t('title')}`;
  }, [t]);

  const { checkin, checkout } = defaultStay();
  const shown = rows.filter((r) => !idsLoaded || ids.has(r.hid));

  return (
    <Page testId="favourites-page">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('favourites.title')}
      </Typography>
      {status === 'loading' && <Skeleton variant="rounded" height={240} />}
      {status === 'error' && <Alert severity="error">{t('favourites.failed')}</Alert>}
      {status === 'ready' && shown.length === 0 && (
        <MessageState icon={<FavoriteBorder />} message={t('favourites.empty')} testId="favourites-empty">
          <Button component={AppLink} href="/hotels" variant="contained">
            {t('favourites.explore')}
          </Button>
        </MessageState>
      )}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
        data-testid="favourites-list"
      >
        {shown.map((h) => {
          const href = `/hotel?hid=${encodeURIComponent(h.hid)}&checkin=${checkin}&checkout=${checkout}&rooms=2`;
          return (
            <Card
              key={h.hid}
              variant="outlined"
              component="article"
              sx={{ borderRadius: 3, position: 'relative' }}
              data-testid="favourite-card"
            >
              <AppLink href={href} tabIndex={-1} aria-hidden>
                <HotelImage template={h.image} alt="" width={640} height={400} />
              </AppLink>
              <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
                <FavouriteButton hid={h.hid} name={h.name} overlay />
              </Box>
              <Box sx={{ p: 2 }}>
                <StarRating stars={h.stars} />
                <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
                  <Link component={AppLink} href={href} color="inherit" underline="hover">
                    {h.name}
                  </Link>
                </Typography>
                {h.area && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}
                  >
                    <PlaceOutlined sx={{ fontSize: 16 }} aria-hidden />
                    {h.area.name}
                  </Typography>
                )}
                <RatingBadge rating={h.rating} />
              </Box>
            </Card>
          );
        })}
      </Box>
      {status === 'ready' && rows.length < total && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => setPage((n) => n + 1)} data-testid="favourites-more">
            {t('favourites.loadMore')}
          </Button>
        </Box>
      )}
    </Page>
  );
}

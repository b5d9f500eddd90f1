import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { AppLink, navigate, useAppStore, DirectionalIcon } from '@jad/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HotelImage } from '@/components/hotel-image';
import { RatingBadge } from '@/components/rating-badge';
import { StarRating } from '@/components/star-rating';
import { NS } from '@/i18n';
import type { AreaCard, SearchHotel } from '@/lib/api-types';
import { defaultStay } from '@/lib/dates';
import { hotelKeys } from '@/lib/query-keys';
import { useMoney } from '@jad/shared-ui';
import { fetchAreas, fetchFeatured } from '../api';

/** The shell's home page section (view 'home'): popular areas and top-rated hotels for a stay soon. */
export function HotelsHome() {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const money = useMoney();
  const { checkin, checkout } = defaultStay();
  const stay = `checkin=${checkin}&checkout=${checkout}&rooms=2`;
  const featuredQuery = `dest=dubai&${stay}&rating_min=9&limit=8&lang=${lang}`;
  // A failed list shows as empty: the home page stays usable without it.
  const areasAnswer = useQuery({ queryKey: hotelKeys.areas(lang), queryFn: () => fetchAreas(lang) });
  const featuredAnswer = useQuery({
    queryKey: hotelKeys.featured(featuredQuery),
    queryFn: () => fetchFeatured(featuredQuery),
  });
  const areas: AreaCard[] | null = areasAnswer.isError ? [] : (areasAnswer.data ?? null);
  const featured: SearchHotel[] | null = featuredAnswer.isError ? [] : (featuredAnswer.data?.hotels ?? null);

  return (
    <Box
      component="section"
      aria-labelledby="hotels-home-areas"
      data-testid="hotels-home"
      sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, width: '100%' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        {/* The text block shrinks and wraps so the button never pushes the page sideways on a phone. */}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id="hotels-home-areas" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {t('home.areasTitle')}
          </Typography>
          <Typography color="text.secondary">{t('home.areasText')}</Typography>
        </Box>
        <Button
          component={AppLink}
          href={`/hotels?dest=dubai&${stay}`}
          endIcon={
            <DirectionalIcon>
              <ArrowForward fontSize="small" />
            </DirectionalIcon>
          }
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {t('home.seeAll')}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '70%', sm: '40%', md: 'calc((100% - 64px) / 5)' },
          overflowX: 'auto',
          pb: 1,
          scrollSnapType: 'x mandatory',
        }}
      >
        {(areas ?? Array.from({ length: 5 }, () => null)).slice(0, 10).map((a, i) =>
          a ? (
            <Card key={a.slug} sx={{ borderRadius: 3, scrollSnapAlign: 'start' }}>
              <CardActionArea onClick={() => navigate(`/hotels?dest=${a.slug}&${stay}`)} data-testid="area-card">
                <HotelImage template={a.image} alt="" width={400} height={280} />
                <Box sx={{ p: 1.5 }}>
                  <Typography sx={{ fontWeight: 700 }}>{a.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('count.hotels', { count: a.hotels })}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          ) : (
            <Skeleton key={i} variant="rounded" height={220} />
          ),
        )}
      </Box>

      {featured !== null && featured.length > 0 && (
        <Box sx={{ mt: 4 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {t('home.featuredTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('home.featuredText')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {featured.slice(0, 4).map((h) => (
              <Card key={h.hid} variant="outlined" sx={{ borderRadius: 3 }}>
                <CardActionArea
                  onClick={() => navigate(`/hotel?hid=${encodeURIComponent(h.hid)}&${stay}`)}
                  data-testid="featured-card"
                  sx={{ height: '100%' }}
                >
                  <HotelImage template={h.image} alt="" width={640} height={400} />
                  <Box sx={{ p: 1.5 }}>
                    <StarRating stars={h.stars} />
                    <Typography sx={{ fontWeight: 700 }} noWrap>
                      {h.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {h.area.name}
                    </Typography>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
                      <RatingBadge rating={h.rating} compact />
                      <Typography sx={{ fontWeight: 700 }}>
                        {t('card.perNight', { price: money.format(h.price.per_night_minor) })}
                      </Typography>
                    </Box>
                  </Box>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

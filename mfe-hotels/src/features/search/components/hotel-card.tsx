import ArrowForward from '@mui/icons-material/ArrowForward';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Restaurant from '@mui/icons-material/Restaurant';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AppLink, formatNumber, DirectionalIcon } from '@jad/shared-ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FavouriteButton } from '@/components/favourite-button';
import { HotelImage } from '@/components/hotel-image';
import { RatingBadge } from '@/components/rating-badge';
import { RoomsLeft } from '@/components/rooms-left';
import { StarRating } from '@/components/star-rating';
import { NS } from '@/i18n';
import type { SearchHotel } from '@/lib/api-types';
import type { Money } from '@jad/shared-ui';

export interface HotelCardProps {
  hotel: SearchHotel;
  href: string;
  layout: 'stack' | 'grid';
  money: Money;
  guests: string;
  highlighted?: boolean;
  onHover?: (hid: string | null) => void;
  /** The first card's photo is the page's largest paint on a phone: not lazy. */
  eager?: boolean;
}

export const HotelCard = memo(function HotelCard({
  hotel,
  href,
  layout,
  money,
  guests,
  highlighted = false,
  onHover,
  eager = false,
}: HotelCardProps) {
  const { t } = useTranslation(NS);
  const stack = layout === 'stack';
  return (
    <Card
      component="article"
      data-testid="hotel-card"
      data-hid={hotel.hid}
      variant="outlined"
      onMouseEnter={() => onHover?.(hotel.hid)}
      onMouseLeave={() => onHover?.(null)}
      sx={{
        display: 'flex',
        flexDirection: stack ? { xs: 'column', sm: 'row' } : 'column',
        borderRadius: 3,
        overflow: 'hidden',
        borderColor: highlighted ? 'primary.main' : 'divider',
        boxShadow: highlighted ? 3 : 0,
        transition: 'box-shadow .15s, border-color .15s',
        '&:hover': { boxShadow: 3 },
        height: '100%',
      }}
    >
      <Box sx={{ position: 'relative', flex: stack ? { sm: '0 0 260px' } : undefined }}>
        <AppLink href={href} tabIndex={-1} aria-hidden>
          <HotelImage
            template={hotel.image}
            alt=""
            eager={eager}
            width={stack ? 520 : 640}
            height={stack ? 400 : 400}
            sx={{
              height: stack ? { xs: 200, sm: '100%' } : { xs: 200, sm: 'auto' },
              minHeight: stack ? { sm: 200 } : undefined,
            }}
          />
        </AppLink>
        <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
          <FavouriteButton hid={hotel.hid} name={hotel.name} overlay />
        </Box>
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: 18, lineHeight: 1.3 }}>
              <Link component={AppLink} href={href} underline="hover" color="inherit" data-testid="hotel-card-link">
                {hotel.name}
              </Link>
            </Typography>
            <StarRating stars={hotel.stars} />
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
            >
              <PlaceOutlined sx={{ fontSize: 16 }} aria-hidden />
              {hotel.area.name}
              {hotel.distance_m !== null &&
                ` · ${t('search.distance', { km: formatNumber(hotel.distance_m / 1000, money.lang, { maximumFractionDigits: 1 }) })}`}
            </Typography>
          </Box>
          <RatingBadge rating={hotel.rating} reviews={hotel.review_count} compact={!stack} />
        </Box>
        {stack && hotel.amenities.length > 0 && (
          <Typography variant="caption" color="text.secondary">
            {hotel.amenities.join(' · ')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {hotel.offer.room_name}
          </Typography>
          {hotel.offer.meal !== 'nomeal' && (
            <Typography variant="body2" color="success.main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Restaurant sx={{ fontSize: 16 }} aria-hidden />
              {t(`meals.${hotel.offer.meal}`)}
            </Typography>
          )}
          {hotel.offer.refundable ? (
            <Typography variant="body2" color="success.main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <CheckCircleOutline sx={{ fontSize: 16 }} aria-hidden />
              {t('card.freeCancellation')}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('card.nonRefundable')}
            </Typography>
          )}
        </Box>
        <RoomsLeft count={hotel.offer.rooms_left} />
        <Box
          sx={{
            mt: 'auto',
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('card.forStay', { nights: t('count.nights', { count: hotel.price.nights }), guests })}
            </Typography>
            <Typography sx={{ fontSize: 22, fontWeight: 700, lineHeight: 1.2 }} data-testid="card-price">
              {money.format(hotel.price.total_minor)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('card.perNight', { price: money.format(hotel.price.per_night_minor) })}
            </Typography>
          </Box>
          <Button
            component={AppLink}
            href={href}
            variant="contained"
            endIcon={
              <DirectionalIcon>
                <ArrowForward fontSize="small" />
              </DirectionalIcon>
            }
          >
            {t('card.seeAvailability')}
          </Button>
        </Box>
      </Box>
    </Card>
  );
});

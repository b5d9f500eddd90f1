import ArrowBack from '@mui/icons-material/ArrowBack';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppLink, DirectionalIcon } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { BookingStepper } from '@/components/booking-stepper';
import { FavouriteButton } from '@/components/favourite-button';
import { RatingBadge } from '@/components/rating-badge';
import { StarRating } from '@/components/star-rating';
import { NS } from '@/i18n';
import type { HotelDetails } from '@/lib/api-types';
import { Gallery } from './gallery';
import { HotelAbout } from './hotel-about';
import { HotelAside, type StayPrice } from './hotel-aside';

/**
 * The hotel page's first screen: the way back to the results, the booking steps (with a stay), the hotel's name,
 * stars, address and score, its photos, then its description beside the stay's price. The first frame of /hotel
 * (src/frame-template.tsx, src/frame) is this component rendered at build time and filled with the api's answer.
 */
export function HotelOverview({
  hotel,
  backHref,
  withSteps,
  stayPrice,
  onShowRooms,
}: {
  hotel: HotelDetails;
  backHref: string;
  /** The booking steps: shown with a stay (choosing a room is step 1). */
  withSteps: boolean;
  stayPrice: StayPrice | null;
  onShowRooms: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Button
        component={AppLink}
        href={backHref}
        startIcon={
          <DirectionalIcon>
            <ArrowBack fontSize="small" />
          </DirectionalIcon>
        }
        sx={{ mb: 1 }}
        data-testid="hotel-back"
      >
        {t('details.back')}
      </Button>
      {withSteps && <BookingStepper active="room" />}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Box>
          <StarRating stars={hotel.stars} size={18} />
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: 24, md: 32 } }}
            data-testid="hotel-name"
          >
            {hotel.name}
          </Typography>
          <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            <PlaceOutlined fontSize="small" aria-hidden />
            <bdi>{hotel.address}</bdi>
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <RatingBadge rating={hotel.rating} reviews={hotel.review_count} />
          <FavouriteButton hid={hotel.hid} name={hotel.name} />
        </Box>
      </Box>
      <Gallery images={hotel.images} name={hotel.name} />

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' }, mt: 3 }}>
        <HotelAbout hotel={hotel} />
        <HotelAside hotel={hotel} stayPrice={stayPrice} onShowRooms={onShowRooms} />
      </Box>
    </>
  );
}

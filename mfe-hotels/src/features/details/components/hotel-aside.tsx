import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import type { HotelDetails } from '@/lib/api-types';

/** The cheapest price of the stay asked for, and what it is for ("Prices for 2 nights, 2 adults, 1 room"). */
export interface StayPrice {
  stayFor: string;
  price: string;
}

/** Beside the description (below it on a phone): check-in times, the stay's lowest price, the way to the rooms. */
export function HotelAside({
  hotel,
  stayPrice,
  onShowRooms,
}: {
  hotel: HotelDetails;
  stayPrice: StayPrice | null;
  onShowRooms: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: 3, alignSelf: 'start', position: { md: 'sticky' }, top: { md: 16 } }}
      data-testid="hotel-aside"
    >
      <Typography variant="body2" color="text.secondary">
        {t('details.checkTimes', { checkin: hotel.check_in_time, checkout: hotel.check_out_time })}
      </Typography>
      {stayPrice && (
        // The first frame leaves this out when the stay has no price.
        <Box data-slot="stay-price">
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
            {stayPrice.stayFor}
          </Typography>
          <Typography sx={{ fontSize: 26, fontWeight: 700 }}>{stayPrice.price}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('details.includesFees')}
          </Typography>
        </Box>
      )}
      <Button fullWidth variant="contained" sx={{ mt: 2 }} onClick={onShowRooms}>
        {t('details.rooms')}
      </Button>
      {hotel.phone && (
        <Typography variant="body2" sx={{ mt: 2 }} data-slot="phone-line">
          {t('details.contact')}:{' '}
          <Link href={`tel:${hotel.phone.replace(/\s/g, '')}`}>
            <bdi>{hotel.phone}</bdi>
          </Link>
        </Typography>
      )}
    </Paper>
  );
}

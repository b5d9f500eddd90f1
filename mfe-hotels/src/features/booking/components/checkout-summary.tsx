import { guestCounts } from '@jad/shared-ui';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CancellationText } from '@/components/cancellation-text';
import { HotelImage } from '@/components/hotel-image';
import { StarRating } from '@/components/star-rating';
import { NS } from '@/i18n';
import type { CheckoutDto } from '@/lib/api-types';
import { stayDate } from '@/lib/dates';
import type { Money } from '@jad/shared-ui';

/** The booking at a glance beside every step: hotel, dates, guests, room, terms and the total. */
export function CheckoutSummary({ checkout, money }: { checkout: CheckoutDto; money: Money }) {
  const { t } = useTranslation(NS);
  const totals = guestCounts(checkout.stay.rooms);
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label={t('booking.summary')}
      data-testid="checkout-summary"
      sx={{ borderRadius: 3, overflow: 'hidden', alignSelf: 'start', position: { md: 'sticky' }, top: { md: 16 } }}
    >
      <HotelImage template={checkout.hotel.image} alt="" width={640} height={320} />
      <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
        <StarRating stars={checkout.hotel.stars} />
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
          {checkout.hotel.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <bdi>{checkout.hotel.address}</bdi>
        </Typography>
        <Divider />
        <Typography variant="body2">
          {t('booking.stay', {
            checkin: stayDate(checkout.stay.checkin, money.lang),
            checkout: stayDate(checkout.stay.checkout, money.lang),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            t('count.nights', { count: checkout.stay.nights }),
            t('count.adults', { count: totals.adults }),
            totals.children ? t('count.children', { count: totals.children }) : null,
            t('count.rooms', { count: totals.rooms }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {checkout.room.name}
        </Typography>
        <Typography variant="body2">{t(`meals.${checkout.room.meal}`)}</Typography>
        <CancellationText terms={checkout.cancellation} money={money} />
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 700 }}>{t('booking.total')}</Typography>
          <Typography sx={{ fontWeight: 700, fontSize: 20 }} data-testid="summary-total">
            {money.format(checkout.price.total_minor)}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}

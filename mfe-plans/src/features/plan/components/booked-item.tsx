import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import Verified from '@mui/icons-material/Verified';
import { AppLink, localized, useAppStore } from '@jad/shared-ui';
import { NS } from '@/i18n';
import type { PlanBookingView } from '@/lib/plan-types';
import { formatClock } from '@/lib/time';
import { ITEM_SIDE_COLUMN_SX } from './item-side-column';

const ICONS = { 'check-in': Login, 'check-out': Logout, tickets: ConfirmationNumberOutlined } as const;

/**
 * A booking of the owner's made outside the plan (a hotel stay's check-in or check-out, activity tickets), shown
 * on its day at its time, marked Booked and linked to its order. The plan does not own it: nothing to move or remove
 * (cancelling is done on the order's page, and the plan follows).
 */
export function BookedItem({ booking }: { booking: PlanBookingView }) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const name = localized(lang, booking.name_en, booking.name_ar);
  const Icon = ICONS[booking.kind];
  const time =
    booking.end_min === null
      ? formatClock(booking.start_min)
      : `${formatClock(booking.start_min)}–${formatClock(booking.end_min)}`;
  const place =
    booking.kind === 'tickets'
      ? // The catalog names areas in English only: in Arabic the branch's own name says where it is.
        lang === 'ar'
        ? booking.place.name_ar
        : [booking.place.name_en, booking.place.area].filter(Boolean).join(' · ')
      : null;

  return (
    <Box
      component="article"
      data-testid="booked-item"
      data-kind={booking.kind}
      data-order-id={booking.order_id}
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderRadius: 3,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'success.main',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 28,
          height: 28,
          borderRadius: '50%',
          bgcolor: 'success.main',
          color: 'success.contrastText',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        <Icon sx={{ fontSize: 18 }} />
      </Box>
      <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          <bdi dir="ltr">{time}</bdi>
          {booking.kind === 'tickets' ? null : ` · ${t(`plan.booked.${booking.kind}`)}`}
        </Typography>
        <Typography component="h4" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {booking.kind === 'tickets' ? name : <bdi dir="auto">{name}</bdi>}
        </Typography>
        {place ? (
          <Typography variant="body2" color="text.secondary">
            {place}
          </Typography>
        ) : null}
        {booking.tickets ? (
          <Typography variant="body2" color="text.secondary">
            {t('plan.booked.tickets', {
              count: booking.tickets.adult + booking.tickets.teen + booking.tickets.child,
            })}
          </Typography>
        ) : null}
      </Box>
      <Box sx={ITEM_SIDE_COLUMN_SX}>
        <Chip size="small" color="success" icon={<Verified />} label={t('plan.booked.mark')} />
        <Box
          component={AppLink}
          href={booking.order_path}
          data-testid="booked-order-link"
          sx={{ typography: 'body2', fontWeight: 600, color: 'primary.main', whiteSpace: 'nowrap' }}
        >
          {booking.kind === 'tickets' ? t('plan.booked.viewTickets') : t('plan.booked.viewStay')}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The day's bookings placed among its activities by time: entry i holds those before activity i (after the one
 * before it), the last entry those after the last activity.
 */
export function bookingsAmong(
  bookings: readonly PlanBookingView[],
  items: readonly { start_min: number }[],
): PlanBookingView[][] {
  const out: PlanBookingView[][] = items.map(() => []);
  const tail: PlanBookingView[] = [];
  for (const b of bookings) {
    const i = items.findIndex((item) => b.start_min <= item.start_min);
    (i < 0 ? tail : (out[i] as PlanBookingView[])).push(b);
  }
  return [...out, tail];
}

/** A booking as one entry of the day's list. */
export function BookedEntry({ booking }: { booking: PlanBookingView }) {
  return (
    <Box component="li">
      <BookedItem booking={booking} />
    </Box>
  );
}

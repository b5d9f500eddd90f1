import ArrowBack from '@mui/icons-material/ArrowBack';
import Check from '@mui/icons-material/Check';
import EventBusy from '@mui/icons-material/EventBusy';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  ApiError,
  AppLink,
  ErrorView,
  isApiError,
  LoadingIndicator,
  navigate,
  NotFoundView,
  useAppStore,
  DirectionalIcon,
  listSeparator,
  DEFAULT_ROOMS,
  formatRooms,
  guestCounts,
  parseRooms,
  WhenNearViewport,
} from '@jad/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { FavouriteButton } from '@/components/favourite-button';
import { MessageState } from '@/components/message-state';
import { Page } from '@/components/page';
import { RatingBadge } from '@/components/rating-badge';
import { StarRating } from '@/components/star-rating';
import { BookingStepper } from '@/components/booking-stepper';
import { NS } from '@/i18n';
import type { HotelPageResponse, RateDto, RoomTypeDto } from '@/lib/api-types';
import { isIsoDate } from '@/lib/dates';
import { hotelKeys } from '@/lib/query-keys';
import { useMoney } from '@jad/shared-ui';
import { createCheckout, fetchHotel } from '../api';
import { Gallery } from './gallery';
import { GuestReviews } from './guest-reviews';
import { HotelPolicies } from './hotel-policies';
import { RoomsSection } from './rooms-section';
import { StayEditor } from './stay-editor';
import { at } from '@jad/shared-ui/checked';

const LocationMap = lazy(() => import('./location-map'));

type Load =
  { status: 'loading' } | { status: 'ready'; data: HotelPageResponse } | { status: 'missing' } | { status: 'error' };

/** /hotel?hid=…&checkin=…&checkout=…&rooms=… : the hotel, and step 1 of booking (choose a room). */
export function HotelPage() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const lang = useAppStore((s) => s.lang);
  const currency = useAppStore((s) => s.currency);
  const money = useMoney();
  const q = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const hid = q.get('hid') ?? '';
  const checkin = q.get('checkin');
  const checkout = q.get('checkout');
  const rooms = parseRooms(q.get('rooms')) ?? DEFAULT_ROOMS;
  const roomsParam = formatRooms(rooms);
  const stay = useMemo(
    () => (isIsoDate(checkin) && isIsoDate(checkout) ? { checkin, checkout, rooms: roomsParam } : null),
    [checkin, checkout, roomsParam],
  );
  const [selecting, setSelecting] = useState<string | null>(null);
  const [conflict, setConflict] = useState<'price_changed' | 'no_rooms' | 'failed' | null>(null);
  const roomsRef = useRef<HTMLDivElement>(null);
  const hotelQuery = useQuery({
    queryKey: hotelKeys.hotel(hid, stay, lang),
    enabled: hid !== '',
    queryFn: ({ signal }) => fetchHotel(hid, stay, lang, signal),
    // A new stay keeps the page on screen while its prices load.
    placeholderData: keepPreviousData,
  });
  const { refetch } = hotelQuery;
  const load: Load = !hid
    ? { status: 'missing' }
    : hotelQuery.data
      ? { status: 'ready', data: hotelQuery.data }
      : hotelQuery.isError
        ? isApiError(hotelQuery.error) && (hotelQuery.error.status === 404 || hotelQuery.error.status === 400)
          ? { status: 'missing' }
          : { status: 'error' }
        : { status: 'loading' };
  const hotelName = hotelQuery.data?.hotel.name;

  useEffect(() => {
    if (hotelName) document.title = `${hotelName} · ${t('title')}`;
  }, [hotelName, t]);

  const onSelect = useCallback(
    async (rate: RateDto, _room: RoomTypeDto) => {
      setSelecting(rate.rate_key);
      setConflict(null);
      try {
        const checkout = await createCheckout(rate.rate_key, currency, lang);
        navigate(`/hotel/booking/details?checkout=${checkout.checkout_id}`);
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) {
          // Back to room selection with fresh prices (spec §4).
          setConflict(e.code === 'no_rooms' ? 'no_rooms' : 'price_changed');
          void refetch();
          roomsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        } else setConflict('failed');
      } finally {
        setSelecting(null);
      }
    },
    [currency, lang, refetch],
  );

  if (load.status === 'missing') return <NotFoundView message={t('search.noHotels')} />;
  if (load.status === 'error') return <ErrorView message={t('search.failed')} onRetry={() => void refetch()} />;
  if (load.status === 'loading') {
    return (
      <Page>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={360} sx={{ mt: 2 }} />
      </Page>
    );
  }

  const { hotel, rooms: offers } = load.data;
  const totals = guestCounts(rooms);
  const guests = [
    t('count.adults', { count: totals.adults }),
    totals.children ? t('count.children', { count: totals.children }) : null,
    t('count.rooms', { count: totals.rooms }),
  ]
    .filter(Boolean)
    .join(listSeparator(lang));
  const backHref = `/hotels?dest=${encodeURIComponent(hotel.area?.slug ?? 'dubai')}${stay ? `&checkin=${stay.checkin}&checkout=${stay.checkout}&rooms=${stay.rooms}` : ''}`;
  const cheapest = offers && offers.length ? Math.min(...offers.map((r) => at(r.rates, 0).total_minor)) : null;

  return (
    <Page testId="hotel-page">
      <Button
        component={AppLink}
        href={backHref}
        startIcon={
          <DirectionalIcon>
            <ArrowBack fontSize="small" />
          </DirectionalIcon>
        }
        sx={{ mb: 1 }}
      >
        {t('details.back')}
      </Button>
      {stay && <BookingStepper active="room" />}
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
        <Box>
          {hotel.description.map((d) => (
            <Box key={d.title} component="section" sx={{ mb: 2 }}>
              <Typography variant="h6" component="h2">
                {d.title}
              </Typography>
              {d.paragraphs.map((p) => (
                <Typography key={p} color="text.secondary" sx={{ mt: 0.5 }}>
                  {p}
                </Typography>
              ))}
            </Box>
          ))}
          <Box component="section" aria-labelledby="amenities-title">
            <Typography id="amenities-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('details.amenities')}
            </Typography>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
              data-testid="amenities"
            >
              {hotel.amenity_groups.map((g) => (
                <Box key={g.group_name}>
                  <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
                    {g.group_name}
                  </Typography>
                  {g.amenities.map((a) => (
                    <Typography
                      key={a}
                      variant="body2"
                      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5 }}
                    >
                      <Check sx={{ fontSize: 16, color: 'success.main' }} aria-hidden />
                      {a}
                    </Typography>
                  ))}
                </Box>
              ))}
            </Box>
          </Box>
          {hotel.policies && <HotelPolicies policies={hotel.policies} />}
        </Box>
        <Paper
          variant="outlined"
          sx={{ p: 2, borderRadius: 3, alignSelf: 'start', position: { md: 'sticky' }, top: { md: 16 } }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('details.checkTimes', { checkin: hotel.check_in_time, checkout: hotel.check_out_time })}
          </Typography>
          {cheapest !== null && load.data.stay && (
            <>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
                {t('details.stayFor', { nights: t('count.nights', { count: load.data.stay.nights }), guests })}
              </Typography>
              <Typography sx={{ fontSize: 26, fontWeight: 700 }}>{money.format(cheapest)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t('details.includesFees')}
              </Typography>
            </>
          )}
          <Button
            fullWidth
            variant="contained"
            sx={{ mt: 2 }}
            onClick={() => roomsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          >
            {t('details.rooms')}
          </Button>
          {hotel.phone && (
            <Typography variant="body2" sx={{ mt: 2 }}>
              {t('details.contact')}:{' '}
              <Link href={`tel:${hotel.phone.replace(/\s/g, '')}`}>
                <bdi>{hotel.phone}</bdi>
              </Link>
            </Typography>
          )}
        </Paper>
      </Box>

      <Box component="section" ref={roomsRef} aria-labelledby="rooms-title" sx={{ mt: 4, scrollMarginTop: 16 }}>
        <Typography id="rooms-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('details.rooms')}
        </Typography>
        <StayEditor hid={hotel.hid} checkin={stay?.checkin ?? ''} checkout={stay?.checkout ?? ''} rooms={rooms} />
        {conflict && (
          <Alert
            severity={conflict === 'failed' ? 'error' : 'warning'}
            sx={{ my: 2 }}
            data-testid={conflict === 'failed' ? 'select-failed' : 'price-changed'}
            role="alert"
          >
            <AlertTitle>
              {conflict === 'price_changed'
                ? t('details.priceChanged')
                : conflict === 'failed'
                  ? t('details.selectFailed')
                  : t('details.noRooms')}
            </AlertTitle>
            {conflict === 'price_changed' && t('details.priceChangedHelp')}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          {offers === null ? (
            <Typography color="text.secondary">{t('search.pickDates')}</Typography>
          ) : offers.length === 0 ? (
            <MessageState testId="no-rooms" icon={<EventBusy />} message={t('details.noRooms')} />
          ) : (
            <RoomsSection rooms={offers} money={money} selecting={selecting} onSelect={onSelect} />
          )}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="location-title" sx={{ mt: 4 }}>
        <Typography id="location-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('details.location')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          <bdi>{hotel.address}</bdi>
        </Typography>
        {/* The map and its library load as the reader nears it (below the rooms). */}
        <WhenNearViewport placeholder={<Box sx={{ height: 320 }} />}>
          <Suspense fallback={<LoadingIndicator />}>
            <LocationMap latitude={hotel.latitude} longitude={hotel.longitude} name={hotel.name} />
          </Suspense>
        </WhenNearViewport>
      </Box>

      <GuestReviews
        key={hotel.hid}
        hid={hotel.hid}
        hotelName={hotel.name}
        initial={load.data.guest_reviews}
        asked={q.get('review')}
      />
    </Page>
  );
}

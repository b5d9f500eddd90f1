import EventBusy from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  ApiError,
  ErrorView,
  isApiError,
  LoadingIndicator,
  navigate,
  NotFoundView,
  useAppStore,
  listSeparator,
  DEFAULT_ROOMS,
  formatRooms,
  guestCounts,
  parseRooms,
  WhenNearViewport,
} from '@jad/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { MessageState } from '@/components/message-state';
import { Page } from '@/components/page';
import { NS } from '@/i18n';
import type { HotelPageResponse, RateDto, RoomTypeDto } from '@/lib/api-types';
import { resultsHref, stayOf } from '@/lib/hotel-address';
import { hotelKeys } from '@/lib/query-keys';
import { useMoney } from '@jad/shared-ui';
import { createCheckout, fetchHotel } from '../api';
import { GuestReviews } from './guest-reviews';
import { HotelOverview } from './hotel-overview';
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
  const stay = useMemo(() => stayOf(checkin, checkout, roomsParam), [checkin, checkout, roomsParam]);
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
  // The answer arrives through TanStack Query's store subscription, which React renders at once, in one task (the
  // whole page replacing the first frame). Deferred, it renders in a transition, in slices, and the first frame (or
  // the page for the stay before) stays until it is there.
  const data = useDeferredValue(hotelQuery.data);
  const load: Load = !hid
    ? { status: 'missing' }
    : data
      ? { status: 'ready', data }
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
  const cheapest = offers && offers.length ? Math.min(...offers.map((r) => at(r.rates, 0).total_minor)) : null;

  const stayPrice =
    cheapest !== null && load.data.stay
      ? {
          stayFor: t('details.stayFor', { nights: t('count.nights', { count: load.data.stay.nights }), guests }),
          price: money.format(cheapest),
        }
      : null;
  const showRooms = () => roomsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <Page testId="hotel-page">
      <HotelOverview
        hotel={hotel}
        backHref={resultsHref(hotel.area?.slug, stay)}
        withSteps={stay !== null}
        stayPrice={stayPrice}
        onShowRooms={showRooms}
      />

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

// Build time (shared-ui/mf/frame-plugin.js): the first frames of /hotel and /orders are their own first screens,
// rendered with samples whose strings are slot markers; src/frame/hotel.ts and orders.ts fill copies of them with the
// api's answer. /hotel: HotelOverview in the page's Page, with every part the screen can show (stars, score, five
// photos, the booking steps, a stay's price, a phone); the frame removes what the hotel has not, and takes the heart
// of a saved hotel from its own part. /orders: the
// member's page with a sample order, and an order card of each kind, paid or not, whose status chip comes from the
// chips part.
import Box from '@mui/material/Box';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { frameSlot, type FramePages } from '@jad/shared-ui/frame-template';
import { FavouriteButton } from '@/components/favourite-button';
import { Page } from '@/components/page';
import { HotelOverview } from '@/features/details/components/hotel-overview';
import { OrderCard, OrderStatusChip } from '@/features/orders/components/order-card';
import { MemberOrders } from '@/features/orders/components/orders-page';
import type { HotelDetails, OrderListResponse, PublicOrder } from '@/lib/api-types';
import type { OrderChipStatus } from '@/lib/order-lines';
import { hotelKeys } from '@/lib/query-keys';
import './i18n';

/** As many photos as the gallery shows (a large one and four smaller ones). */
export const FRAME_PHOTOS = 5;

const SAMPLE: HotelDetails = {
  hid: frameSlot('hid'),
  name: frameSlot('name'),
  address: frameSlot('address'),
  area: null,
  stars: 5,
  // A score with its word and its reviews: the frame sets all three.
  rating: 9,
  review_count: 2,
  property_type: 'hotel',
  latitude: 0,
  longitude: 0,
  images: Array.from({ length: FRAME_PHOTOS }, (_, i) => frameSlot(`image${i}`)),
  amenity_groups: [{ group_name: frameSlot('group'), amenities: [frameSlot('amenity')] }],
  description: [{ title: frameSlot('title'), paragraphs: [frameSlot('paragraph')] }],
  check_in_time: frameSlot('checkin'),
  check_out_time: frameSlot('checkout'),
  phone: frameSlot('phone'),
  email: null,
  // Policies come with the page (below the first screen).
  policies: null,
};

/** A paid hotel stay with a picture and a refund: every line a card can show. Its texts but the title are set by orders.ts. */
const ORDER: PublicOrder = {
  order_id: frameSlot('oid'),
  kind: 'hotel',
  status: 'confirmed',
  payment_status: 'paid',
  title: frameSlot('title'),
  image: frameSlot('image'),
  starts_on: '2026-01-01',
  ends_on: '2026-01-02',
  amount_minor: 100,
  currency: 'AED',
  display_amount_minor: 100,
  fx_rate: 1,
  contact_name: '',
  contact_email: '',
  refund_minor: 100,
  penalty_minor: null,
  // An unpaid stay's payment step (unpaid-actions.tsx)
  details: { checkout_id: frameSlot('checkout') },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  cancelled_at: null,
};

const UNPAID = { status: 'pending', payment_status: 'awaiting_payment' } as const;

const CHIPS: OrderChipStatus[] = ['pending', 'confirmed', 'cancelled', 'payment_failed', 'failed_refund', 'unpaid'];

/**
 * The page sits in a body CssBaseline gives the theme's body1 text (its line height sets the height of the stars'
 * line); index.html's frame does not, so the frame's copy gets it here. `orders`: /orders' Active list as the page
 * holds it once answered (not stale: the page renders it, not its loading state).
 */
function Providers({ children, path = '/hotel' }: { children: ReactNode; path?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const orders: OrderListResponse = { rows: [ORDER] };
  client.setQueryData(hotelKeys.orders('active'), orders);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Box sx={{ typography: 'body1' }}>{children}</Box>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/**
 * The heart of a hotel the member saved: the page's ids query holding it. Its key's member is '' here (no member in
 * the store at build time); a query waiting for its member still shows the answer it holds.
 */
function SavedHeart() {
  const client = new QueryClient();
  client.setQueryData(hotelKeys.favouriteIds(''), { hids: [SAMPLE.hid] });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/hotel']}>
        <FavouriteButton hid={SAMPLE.hid} name={SAMPLE.name} />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** An order card as the list's first (its picture asked for at once). */
const orderCard = (order: PublicOrder) => (
  <Providers path="/orders">
    <OrderCard order={order} lang="en" first onChanged={() => undefined} />
  </Providers>
);

/** Each frame page (src/frame: paintFrame's name) and the parts it fills: its own template file, nothing more. */
export const FRAME_PAGES: FramePages = {
  hotel: ['page', 'heartOn'],
  orders: [
    'orders',
    'orderHotel',
    'orderActivity',
    'orderHotelUnpaid',
    'orderActivityUnpaid',
    'orderNoRefund',
    'orderChips',
  ],
};

/** The part src/frame/index.ts fills: the page's first screen. */
export default function frameParts() {
  return {
    page: (
      <Providers>
        <Page testId="hotel-page">
          <HotelOverview
            hotel={SAMPLE}
            backHref="/hotels"
            withSteps
            stayPrice={{ stayFor: frameSlot('stayFor'), price: frameSlot('price') }}
            onShowRooms={() => undefined}
          />
        </Page>
      </Providers>
    ),
    // /hotel's heart for a member who saved the hotel (src/frame/hotel.ts swaps it in).
    heartOn: <SavedHeart />,
    orders: (
      <Providers path="/orders">
        <MemberOrders tab="active" />
      </Providers>
    ),
    orderHotel: orderCard(ORDER),
    orderActivity: orderCard({ ...ORDER, kind: 'activity' }),
    orderHotelUnpaid: orderCard({ ...ORDER, ...UNPAID }),
    orderActivityUnpaid: orderCard({ ...ORDER, ...UNPAID, kind: 'activity' }),
    // A cancellation that refunded nothing: its refund line in the secondary colour.
    orderNoRefund: orderCard({ ...ORDER, status: 'cancelled', refund_minor: 0 }),
    orderChips: (
      <Providers path="/orders">
        {CHIPS.map((status) => (
          <OrderStatusChip key={status} order={status === 'unpaid' ? UNPAID : { status, payment_status: 'paid' }} />
        ))}
      </Providers>
    ),
  };
}

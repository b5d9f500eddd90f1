// Build time (shared-ui/mf/frame-plugin.js): /hotel's first frame is its own first screen (HotelOverview in the
// page's Page), rendered with a sample hotel whose strings are slot markers; src/frame/index.ts fills a copy of it
// with the api's answer. The sample has every part the screen can show (stars, score, five photos, the booking
// steps, a stay's price, a phone); the frame removes what the hotel has not.
import Box from '@mui/material/Box';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { frameSlot } from '@jad/shared-ui/frame-template';
import { Page } from '@/components/page';
import { HotelOverview } from '@/features/details/components/hotel-overview';
import type { HotelDetails } from '@/lib/api-types';
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

/**
 * The page sits in a body CssBaseline gives the theme's body1 text (its line height sets the height of the stars'
 * line); index.html's frame does not, so the frame's copy gets it here.
 */
function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/hotel']}>
        <Box sx={{ typography: 'body1' }}>{children}</Box>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

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
  };
}

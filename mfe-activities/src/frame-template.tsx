// Build time (shared-ui/mf/frame-plugin.js): the first frames of /activities, /activity-detail and /wishlist are their
// own pages, rendered with sample data whose strings are slot markers; src/frame fills copies of them with the api's
// answer.
// /activities: the main categories come in an effect, after the page's first render: the bar and a card that shows
// its category are rendered apart. /activity-detail: its first screen (detail-layout.tsx with the ticket box), and
// what an activity's data changes beyond text (several branches to choose from, no free cancellation, a saved heart).
// /wishlist: its screen (wishlist-layout.tsx) around the same card, and its empty state.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { appStore } from '@jad/shared-ui';
import { frameSlot, type FramePages } from '@jad/shared-ui/frame-template';
import type {
  ActivityBranch,
  ActivityDetail,
  ActivityListResponse,
  ActivitySummary,
  MainCategoryUtil,
} from '@/lib/api-types';
import { parseFilters, toListQuery } from '@/lib/catalog-filters';
import { activityKeys } from '@/lib/query-keys';
import { ActivityCard } from '@/components/activity-card';
import { CATEGORY_ICON_NAMES } from '@/components/category-icon';
import { ActivitiesPage } from '@/features/catalog/components/activities-page';
import { MainCategoryBar } from '@/features/catalog/components/main-category-bar';
import { CancellationPolicy } from '@/components/cancellation-policy';
import { WishlistButton } from '@/components/wishlist-button';
import { DetailLayout } from '@/features/detail/components/detail-layout';
import { TicketSelector } from '@/features/detail/components/ticket-selector';
import type { Selection } from '@/features/detail/ticket-math';
import { WishlistLayout } from '@/features/wishlist/components/wishlist-layout';
import './i18n';

const SAMPLE: ActivitySummary = {
  activity_id: frameSlot('acid'),
  slug: 'sample',
  name_en: frameSlot('name'),
  name_ar: frameSlot('name'),
  main_category: 'sample',
  categories: [],
  horizontal_thumbnail: frameSlot('image'),
  rating: 5,
  review_count: 1,
  duration_min: 60,
  kid_friendly: false,
  min_age: null,
  price_adult_minor: 100,
  price_teen_minor: 100,
  price_child_minor: 100,
  currency: 'AED',
  area: frameSlot('area'),
  area_ar: frameSlot('area'),
  branch_count: 1,
  is_wishlisted: false,
};

/** One chip per icon the bar knows, and one for any other (data-jf="main-category-<icon>" and "main-category-"); the
 * frame's chips are copies of them. */
const CATEGORIES: MainCategoryUtil[] = [...CATEGORY_ICON_NAMES, ''].map((icon, i) => ({
  slug: icon,
  icon,
  name_en: frameSlot('name'),
  name_ar: frameSlot('name'),
  sort_order: i,
  activity_count: 1,
}));

const everyDay = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, [[540, 1260]]])) as Record<
  string,
  [number, number][]
>;

const branch = (id: string): ActivityBranch => ({
  branch_id: id,
  name_en: frameSlot('branch'),
  name_ar: frameSlot('branch'),
  area: 'sample',
  area_ar: 'sample',
  lat: 25.2,
  lng: 55.3,
  hours: everyDay,
  phone: null,
});

/** An activity with every line the first screen can show (a minimum age, children admitted: all three bands). */
const DETAIL: ActivityDetail = {
  ...SAMPLE,
  kid_friendly: true,
  min_age: 3,
  description_en: frameSlot('description'),
  description_ar: frameSlot('description'),
  highlights_en: [frameSlot('highlight')],
  highlights_ar: [frameSlot('highlight')],
  free_cancellation_hours: 24,
  main_category_info: {
    slug: frameSlot('main'),
    name_en: frameSlot('category'),
    name_ar: frameSlot('category'),
    icon: '',
  },
  // Two pictures: the first thumbnail is the current one, the second what the others are copies of.
  images: [frameSlot('image'), frameSlot('image')],
  branches: [branch('one')],
  reviews: [],
  reviews_next_cursor: null,
  rating_breakdown: [0, 0, 0, 0, 1],
  related: [],
};

/** The tickets the page starts with (initial-selection.ts): one adult; the date is set by the frame. */
const selection = (branchId: string | null): Selection => ({
  branchId,
  date: '2026-01-01',
  counts: { adult: 1, teen: 0, child: 0 },
});

const tickets = (activity: ActivityDetail, branchId: string | null) => (
  <TicketSelector
    activity={activity}
    selection={selection(branchId)}
    onChange={() => undefined}
    onBook={() => undefined}
    booking={false}
    serverError={null}
    note={frameSlot('note')}
  />
);

/**
 * Sets the session react-dom/server reads from the store (its initial state) for what renders after it: a saved heart
 * is filled for a member only (wishlist.ts). Rendered before and after the part that needs it, in render order.
 */
function SessionAs({ status }: { status: 'authenticated' | 'loading' }) {
  appStore.getInitialState().sessionStatus = status;
  return null;
}

function Providers({ children }: { children: ReactNode }) {
  const client = new QueryClient();
  const list: ActivityListResponse = { rows: [SAMPLE], count: 1, next_cursor: null };
  client.setQueryData(activityKeys.list(toListQuery(parseFilters(new URLSearchParams()))), {
    pages: [list],
    pageParams: [null],
  });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** Each frame page (src/frame: paintFrame's name) and the parts it fills: its own template file, nothing more. */
export const FRAME_PAGES: FramePages = {
  activities: ['page', 'card', 'bar', 'heartOn'],
  'activity-detail': ['detail', 'heartOn', 'policyNone', 'ticketsChoose'],
  wishlist: ['wishlist', 'wishlistEmpty', 'card', 'heartOn'],
};

/**
 * The parts src/frame fills. /activities: the page, a card with its category, the category bar with a chip per icon.
 * /activity-detail: its first screen with one branch, the ticket box with several (none chosen yet), the policy when
 * not refundable, the heart of a saved activity (a saved card's too). /wishlist: its screen with a sample card (the
 * frame's cards are copies of `card`), and when empty.
 */
export default function frameParts() {
  return {
    page: (
      <Providers>
        <ActivitiesPage />
      </Providers>
    ),
    card: (
      <Providers>
        <ActivityCard activity={SAMPLE} categoryLabel={frameSlot('category')} priority />
      </Providers>
    ),
    bar: (
      <Providers>
        <MainCategoryBar categories={CATEGORIES} selected={undefined} onSelect={() => undefined} />
      </Providers>
    ),
    detail: (
      <Providers>
        <DetailLayout activity={DETAIL} tickets={tickets(DETAIL, 'one')} />
      </Providers>
    ),
    ticketsChoose: <Providers>{tickets({ ...DETAIL, branches: [branch('one'), branch('two')] }, null)}</Providers>,
    policyNone: (
      <Providers>
        <CancellationPolicy hours={null} />
      </Providers>
    ),
    wishlist: (
      <Providers>
        <WishlistLayout rows={[SAMPLE]} count={1} />
      </Providers>
    ),
    wishlistEmpty: (
      <Providers>
        <WishlistLayout rows={[]} count={0} />
      </Providers>
    ),
    heartOn: (
      <Providers>
        <SessionAs status="authenticated" />
        <WishlistButton activity={{ ...DETAIL, is_wishlisted: true }} variant="overlay" />
        <SessionAs status="loading" />
      </Providers>
    ),
  };
}

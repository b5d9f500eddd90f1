// Build time (shared-ui/mf/frame-plugin.js): /activities' first frame is its own page, rendered with sample data
// whose strings are slot markers; src/frame/index.ts fills copies of it with the api's answer. The main categories
// come in an effect, after the page's first render: the bar and a card that shows its category are rendered apart.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { frameSlot } from '@jad/shared-ui/frame-template';
import type { ActivityListResponse, ActivitySummary, MainCategoryUtil } from '@/lib/api-types';
import { parseFilters, toListQuery } from '@/lib/catalog-filters';
import { activityKeys } from '@/lib/query-keys';
import { ActivityCard } from '@/components/activity-card';
import { CATEGORY_ICON_NAMES } from '@/components/category-icon';
import { ActivitiesPage } from '@/features/catalog/components/activities-page';
import { MainCategoryBar } from '@/features/catalog/components/main-category-bar';
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

function Providers({ children }: { children: ReactNode }) {
  const client = new QueryClient();
  const list: ActivityListResponse = { rows: [SAMPLE], count: 1, next_cursor: null };
  client.setQueryData(activityKeys.list(toListQuery(parseFilters(new URLSearchParams()))), {
    pages: [list],
    pageParams: [null],
  });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/activities']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** The parts src/frame/index.ts fills: the page, a card with its category, the category bar with a chip per icon. */
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
  };
}

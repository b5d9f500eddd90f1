import type { ActivityDetail, ActivitySummary } from '@/lib/api-types';

const everyDay = (open: number, close: number) =>
  Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, [[open, close]] as [number, number][]]));

export function summary(n: number, patch: Partial<ActivitySummary> = {}): ActivitySummary {
  return {
    activity_id: `acid-${n}`,
    slug: `activity-${n}`,
    name_en: `Activity ${n}`,
    name_ar: `نشاط ${n}`,
    main_category: 'desert-safari',
    categories: ['family'],
    horizontal_thumbnail: `/api/v1/activities/images/activity-${n}/640.svg`,
    rating: 4.5,
    review_count: 6,
    duration_min: 240,
    kid_friendly: true,
    min_age: null,
    price_adult_minor: 18_500,
    price_teen_minor: 16_000,
    price_child_minor: 12_000,
    currency: 'AED',
    area: 'Lahbab',
    area_ar: 'لهباب',
    branch_count: 2,
    is_wishlisted: false,
    ...patch,
  };
}

export function detail(patch: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    ...summary(1),
    description_en: 'A drive over the dunes.',
    description_ar: 'قيادة فوق الكثبان.',
    highlights_en: ['Dune bashing'],
    highlights_ar: ['تطعيس'],
    free_cancellation_hours: 24,
    main_category_info: {
      slug: 'desert-safari',
      name_en: 'Desert Safari',
      name_ar: 'رحلات السفاري الصحراوية',
      icon: 'Landscape',
    },
    images: ['/img/1200.svg', '/img/1/1200.svg'],
    branches: [
      {
        branch_id: 'b-1',
        name_en: 'Red Dunes Camp',
        name_ar: 'مخيم الكثبان الحمراء',
        area: 'Lahbab',
        area_ar: 'لهباب',
        lat: 24.98,
        lng: 55.62,
        hours: everyDay(870, 1290),
        phone: null,
      },
      {
        branch_id: 'b-2',
        name_en: 'Starlight Camp',
        name_ar: 'مخيم ضوء النجوم',
        area: 'Al Qudra',
        area_ar: 'القدرة',
        lat: 24.84,
        lng: 55.37,
        hours: everyDay(900, 1290),
        phone: null,
      },
    ],
    reviews: [
      {
        review_id: 'r1',
        author_name: 'Sophie B.',
        rating: 5,
        text_en: 'Great.',
        text_ar: 'رائع.',
        created_at: '2026-10-01T10:00:00.000Z',
        verified: false,
        lang: null,
        photos: [],
      },
    ],
    reviews_next_cursor: null,
    rating_breakdown: [0, 0, 0, 0, 1],
    related: [summary(2)],
    ...patch,
  };
}

/** GET /currencies as the api answers it. */
export const currencies = [
  { code: 'AED', country: 'AE', perAed: 1, minorUnits: 2 },
  { code: 'USD', country: 'US', perAed: 0.2723, minorUnits: 2 },
  { code: 'KWD', country: 'KW', perAed: 0.0835, minorUnits: 3 },
];

import type { PlanDetail, PlanItemView, PlanOptions } from '@/lib/plan-types';

export const options: PlanOptions = {
  interests: [
    { slug: 'museums', name_en: 'Museums', name_ar: 'المتاحف', icon: 'Museum', kind: 'main', activity_count: 12 },
    {
      slug: 'water-parks',
      name_en: 'Water Parks',
      name_ar: 'الحدائق المائية',
      icon: 'Pool',
      kind: 'main',
      activity_count: 8,
    },
    { slug: 'heritage', name_en: 'Heritage', name_ar: 'تراث', icon: null, kind: 'tag', activity_count: 6 },
  ],
  destinations: [
    { slug: 'downtown', name_en: 'Downtown Dubai', name_ar: 'وسط مدينة دبي', lat: 25.1972, lng: 55.2744 },
    { slug: 'marina', name_en: 'Dubai Marina', name_ar: 'دبي مارينا', lat: 25.0805, lng: 55.1403 },
  ],
  today: '2026-03-01',
  limits: { max_days: 30, max_group: 50, max_free_slots: 20, max_must_see: 10, window_days: 365 },
};

export const currencies = [
  { code: 'AED', country: 'United Arab Emirates', perAed: 1, minorUnits: 2 },
  { code: 'USD', country: 'United States', perAed: 0.2723, minorUnits: 2 },
];

export function item(n: number, over: Partial<PlanItemView> = {}): PlanItemView {
  return {
    item_id: `item-${n}`,
    date: '2026-03-02',
    start_min: 600 + n * 180,
    end_min: 720 + n * 180,
    travel_min_before: 10,
    travel_mode_before: 'drive',
    cost_minor: 10000 * n,
    paid: false,
    order_id: null,
    reason: { en: `Reason ${n}`, ar: `سبب ${n}` },
    activity: {
      activity_id: `acid-${n}`,
      slug: `activity-${n}`,
      name_en: `Activity ${n}`,
      name_ar: `النشاط ${n}`,
      main_category: 'museums',
      horizontal_thumbnail: `/img/${n}.svg`,
      duration_min: 120,
      rating: 4.5,
    },
    branch: {
      branch_id: `b-${n}`,
      name_en: `Branch ${n}`,
      name_ar: `الفرع ${n}`,
      area: 'Downtown Dubai',
      lat: 25.19 + n / 100,
      lng: 55.27,
    },
    ...over,
  };
}

export function plan(over: Partial<PlanDetail> = {}): PlanDetail {
  const day1 = [item(1), item(2)];
  const day2 = [item(3, { date: '2026-03-03' })];
  return {
    user_plan_id: 'pid-1',
    name: 'Spring in Dubai',
    mode: 'ai',
    source: 'built-in',
    destination: options.destinations[0]!,
    start_date: '2026-03-02',
    end_date: '2026-03-03',
    day_start_min: 540,
    day_end_min: 1260,
    interests: ['museums'],
    travellers: 'couple',
    group: { adults: 2, teens: 0, children: 0, youngest_child_age: null },
    free_time: [{ date: null, start_min: 780, end_min: 840 }],
    budget_minor: null,
    pace: 'balanced',
    status: 'unconfirmed',
    is_owner: true,
    is_shared: false,
    // Someone else's plan (is_owner false) is read as a stranger unless a test gives a member's role.
    my_role: over.is_owner === false ? null : 'owner',
    version: 1,
    owner: { username: 'sara', first_name: 'Sara', last_name: 'A' },
    days: [
      {
        date: '2026-03-02',
        weekday: 1,
        items: day1,
        return_travel_min: 12,
        return_travel_mode: 'drive',
        cost_minor: 30000,
      },
      {
        date: '2026-03-03',
        weekday: 2,
        items: day2,
        return_travel_min: 9,
        return_travel_mode: 'drive',
        cost_minor: 30000,
      },
    ],
    totals: { cost_minor: 60000, paid_minor: 0, travel_min: 60, items: 3, paid_items: 0 },
    conflicts: [],
    unplaced: [],
    currency: 'AED',
    created_at: '2026-02-20T10:00:00.000Z',
    updated_at: '2026-02-20T10:00:00.000Z',
    ...over,
  };
}

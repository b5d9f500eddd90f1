// The plans api's answers as the front end reads them (mirrors api/src/modules/plans/types.ts).

export type PlanStatus = 'unconfirmed' | 'in-progress' | 'confirmed' | 'past';
export type PlanMode = 'ai' | 'own';
export type PlanSource = 'built-in' | 'ai' | 'own';
export type TravellerKind = 'solo' | 'couple' | 'family' | 'friends';
export type PlanPace = 'relaxed' | 'balanced' | 'packed';

export interface LocalizedPair {
  en: string;
  ar: string;
}

export interface PlanInterestOption {
  slug: string;
  name_en: string;
  name_ar: string;
  icon: string | null;
  kind: 'main' | 'tag';
  activity_count: number;
}

export interface PlanDestination {
  slug: string;
  name_en: string;
  name_ar: string;
  lat: number;
  lng: number;
}

export interface PlanOptions {
  interests: PlanInterestOption[];
  destinations: PlanDestination[];
  today: string;
  limits: { max_days: number; max_group: number; max_free_slots: number; max_must_see: number; window_days: number };
}

export interface PlanGroup {
  adults: number;
  teens: number;
  children: number;
  youngest_child_age: number | null;
}

export interface PlanFreeTime {
  date: string | null;
  start_min: number;
  end_min: number;
}

export interface PlanItemView {
  item_id: string;
  date: string;
  start_min: number;
  end_min: number;
  travel_min_before: number;
  travel_mode_before: 'walk' | 'drive';
  cost_minor: number;
  paid: boolean;
  order_id: string | null;
  reason: LocalizedPair | null;
  activity: {
    activity_id: string;
    slug: string;
    name_en: string;
    name_ar: string;
    main_category: string;
    horizontal_thumbnail: string;
    duration_min: number;
    rating: number;
  };
  branch: { branch_id: string; name_en: string; name_ar: string; area: string; lat: number; lng: number };
}

export interface PlanDayView {
  date: string;
  weekday: number;
  items: PlanItemView[];
  return_travel_min: number;
  return_travel_mode: 'walk' | 'drive';
  cost_minor: number;
}

export type PlanConflictKind = 'unknown' | 'overlap' | 'closed' | 'unreachable' | 'free-time' | 'outside-day';

export interface PlanConflictView {
  kind: PlanConflictKind;
  date: string;
  item_id: string;
  other_item_id: string | null;
  message: LocalizedPair;
}

export interface PlanDetail {
  user_plan_id: string;
  name: string;
  mode: PlanMode;
  source: PlanSource;
  destination: PlanDestination;
  start_date: string;
  end_date: string;
  day_start_min: number;
  day_end_min: number;
  interests: string[];
  travellers: TravellerKind;
  group: PlanGroup;
  free_time: PlanFreeTime[];
  budget_minor: number | null;
  pace: PlanPace;
  status: PlanStatus;
  is_owner: boolean;
  is_shared: boolean;
  owner: { username: string; first_name: string; last_name: string };
  days: PlanDayView[];
  totals: { cost_minor: number; paid_minor: number; travel_min: number; items: number; paid_items: number };
  conflicts: PlanConflictView[];
  unplaced: { activity_id: string; name_en: string; name_ar: string; reason: string }[];
  currency: 'AED';
  created_at: string;
  updated_at: string;
}

export interface PlanSummary {
  user_plan_id: string;
  name: string;
  mode: PlanMode;
  source: PlanSource;
  start_date: string;
  end_date: string;
  status: PlanStatus;
  destination: PlanDestination;
  days_count: number;
  items_count: number;
  total_minor: number;
  interests: string[];
  travellers: TravellerKind;
  group: PlanGroup;
  is_shared: boolean;
  cover: string | null;
  created_at: string;
}

export interface PlansPage {
  rows: PlanSummary[];
  count: number;
  page: number;
  limit: number;
}

export interface PlanPaymentItem {
  item_id: string;
  outcome: 'paid' | 'not_paid';
  order_id: string | null;
  /** Charged by this call for the item, AED fils. */
  charged_minor: number;
  reason_code: 'declined' | 'payment_failed' | 'not_tried' | 'day_passed' | 'item_changed' | 'ticket_rule' | null;
  /** The api's English reason (shown as is for a ticket rule). */
  reason: string | null;
}

export interface ConfirmPlanResponse {
  plan: PlanDetail;
  payment: {
    /** succeeded: the whole plan is paid; partial: this call paid some; declined/failed: it paid none. */
    status: 'succeeded' | 'partial' | 'declined' | 'failed';
    paid_items: number;
    /** What this call charged, in minor units of `currency` (always AED). */
    charged_minor: number;
    currency: 'AED';
    items: PlanPaymentItem[];
    failures: { item_id: string; message: string }[];
  };
}

/** The body of POST /plans. */
export interface CreatePlanRequest {
  mode: PlanMode;
  name: string;
  destination: string;
  start_date: string;
  end_date: string;
  travellers: TravellerKind;
  group: { adults: number; teens: number; children: number; youngest_child_age?: number | null };
  interests: string[];
  day_start_min: number;
  day_end_min: number;
  free_time: PlanFreeTime[];
  budget?: { amount_minor: number; currency: string } | null;
  pace: PlanPace;
  must_see: string[];
}

/** An activity as the activities api lists it (POST /activities/fetch-all, /search/activities). */
export interface ActivityOption {
  activity_id: string;
  name_en: string;
  name_ar: string;
  main_category: string;
  horizontal_thumbnail: string;
  duration_min?: number;
  rating?: number;
  price_adult_minor?: number;
  area?: string | null;
  kid_friendly?: boolean;
  min_age?: number | null;
}

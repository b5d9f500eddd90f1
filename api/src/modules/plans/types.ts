// Public shapes of the plans api. Front ends mirror them (mfe-plans/src/lib/plan-types.ts); money is AED fils.

export type PlanStatus = 'unconfirmed' | 'in-progress' | 'confirmed' | 'past';
export type PlanMode = 'ai' | 'own';
export type PlanSource = 'built-in' | 'ai' | 'own';
export type TravellerKind = 'solo' | 'couple' | 'family' | 'friends';
export type PlanPace = 'relaxed' | 'balanced' | 'packed';
export type TravelMode = 'walk' | 'drive';

export interface LocalizedPair {
  en: string;
  ar: string;
}

/** POST /plans/options: what the questionnaire offers. */
export interface PlanInterestOption {
  slug: string;
  name_en: string;
  name_ar: string;
  /** An @mui/icons-material name for main categories; null for tags. */
  icon: string | null;
  /** 'main': an activity main category; 'tag': one of the activities' category tags. */
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
  /** Today in Dubai (YYYY-MM-DD): the earliest start date. */
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
  /** A trip date, or null for every day. */
  date: string | null;
  start_min: number;
  end_min: number;
}

export interface PlanItemView {
  /** Opaque id (kind 'plan-item'). */
  item_id: string;
  date: string;
  start_min: number;
  end_min: number;
  /** Minutes of travel from the hotel (first item) or the previous item. */
  travel_min_before: number;
  /** How: on foot when that is quicker, else by car or taxi. */
  travel_mode_before: TravelMode;
  /** Tickets for the whole group at today's prices, AED fils. */
  cost_minor: number;
  /** Always false for anyone but the owner (payment is private). */
  paid: boolean;
  /** The activity order (uuid) that paid the tickets; null for anyone but the owner. */
  order_id: string | null;
  /** Why the planner chose it (null for activities added by hand). */
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
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  items: PlanItemView[];
  /** Minutes from the last item back to the hotel (0 on an empty day). */
  return_travel_min: number;
  return_travel_mode: TravelMode;
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

export interface UnplacedView {
  activity_id: string;
  name_en: string;
  name_ar: string;
  reason: string;
}

/**
 * POST /plans/fetch and every write on a plan. Anyone but the owner (a shared plan) sees the itinerary
 * without what is private to the owner: no order ids, nothing paid (so `status` follows the dates only
 * and the paid totals are 0), no budget, no youngest child's age.
 */
export interface PlanDetail {
  /** Opaque id (kind 'plan'): /plan?pid=<user_plan_id>. */
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
  unplaced: UnplacedView[];
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
  /** Tickets of every item for the group, AED fils. */
  total_minor: number;
  interests: string[];
  travellers: TravellerKind;
  group: PlanGroup;
  is_shared: boolean;
  /** Thumbnail of the first activity, if any. */
  cover: string | null;
  created_at: string;
}

/** POST /plans/fetch-all: page 1 replaces, later pages append (spec §4 list semantics). */
export interface PlansPage {
  rows: PlanSummary[];
  count: number;
  page: number;
  limit: number;
}

export interface SharePlanResponse {
  user_plan_id: string;
  is_shared: boolean;
}

export interface PlanPaymentItem {
  item_id: string;
  outcome: 'paid' | 'not_paid';
  /** The activity order of the item, once made (a refused one stays payable from /orders). */
  order_id: string | null;
  /** Charged by this call for this item, AED fils (0 when free or paid by an earlier call). */
  charged_minor: number;
  /** Why it was not paid, for the front end to say in the reader's language; `reason` is the api's English text. */
  reason_code: 'declined' | 'payment_failed' | 'not_tried' | 'day_passed' | 'item_changed' | 'ticket_rule' | null;
  reason: string | null;
}

export interface ConfirmPlanResponse {
  plan: PlanDetail;
  payment: {
    /**
     * succeeded: every item of the plan is paid; partial: this call paid some, not all; declined/failed: this call
     * paid none (the card was refused, or the charge failed and may be retried by confirming again).
     */
    status: 'succeeded' | 'partial' | 'declined' | 'failed';
    /** Items paid by this call. */
    paid_items: number;
    /** What this call charged, in minor units of `currency` (every charge is in AED). */
    charged_minor: number;
    currency: 'AED';
    /** One row per item that was unpaid when the call began, in the order they were tried. */
    items: PlanPaymentItem[];
    /** The items not paid, with the reason (the same rows as `items` with outcome 'not_paid'). */
    failures: { item_id: string; message: string }[];
  };
}

export interface DeletePlanResponse {
  user_plan_id: string;
  deleted: true;
}

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
  paid: boolean;
  /** The activity order (uuid) that paid the tickets. */
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

/** POST /plans/fetch and every write on a plan. */
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

export interface ConfirmPlanResponse {
  plan: PlanDetail;
  payment: {
    /** succeeded: every item is paid; partial: some were; declined/failed: the card was refused or failed. */
    status: 'succeeded' | 'partial' | 'declined' | 'failed';
    /** Items paid by this call. */
    paid_items: number;
    failures: { item_id: string; message: string }[];
  };
}

export interface DeletePlanResponse {
  user_plan_id: string;
  deleted: true;
}

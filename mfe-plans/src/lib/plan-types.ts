// The plans api's answers come from the api's contract (one source of truth); below, only what the front end
// sends or reads from another api in its own shape.
import type { PlanFreeTime, PlanMode, PlanPace, TravellerKind } from '@jad/api/contract';

export type {
  ConfirmPlanResponse,
  LocalizedPair,
  PlanConflictKind,
  PlanConflictView,
  PlanBookingView,
  PlanDayView,
  PlanDayRoute,
  PlanDestination,
  PlanDetail,
  PlanFreeTime,
  PlanGroup,
  PlanInterestOption,
  PlanItemView,
  PlanMode,
  PlanOptions,
  PlanPace,
  PlanPaymentItem,
  PlanSource,
  PlanStatus,
  PlansPage,
  PlanSummary,
  TravellerKind,
} from '@jad/api/contract';

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

// Public shapes of the plans api, inferred from the response schemas (responses.ts); money is AED fils.
import type { z } from 'zod';
import type {
  confirmPlanResponse,
  deletePlanResponse,
  localizedPair,
  planBookingView,
  planConflictKind,
  planConflictView,
  planDayView,
  planDestination,
  planDayRoute,
  planDetail,
  planFreeTime,
  planGroup,
  planInterestOption,
  planItemView,
  planMode,
  planOptions,
  planPace,
  planPaymentItem,
  planSource,
  planStatus,
  plansPage,
  planSummary,
  sharePlanResponse,
  travelMode,
  travellerKind,
  unplacedView,
} from './responses';

export type PlanStatus = z.infer<typeof planStatus>;
export type PlanMode = z.infer<typeof planMode>;
export type PlanSource = z.infer<typeof planSource>;
export type TravellerKind = z.infer<typeof travellerKind>;
export type PlanPace = z.infer<typeof planPace>;
export type TravelMode = z.infer<typeof travelMode>;
export type LocalizedPair = z.infer<typeof localizedPair>;
/** POST /plans/options: what the questionnaire offers. */
export type PlanInterestOption = z.infer<typeof planInterestOption>;
export type PlanDestination = z.infer<typeof planDestination>;
export type PlanOptions = z.infer<typeof planOptions>;
export type PlanGroup = z.infer<typeof planGroup>;
export type PlanFreeTime = z.infer<typeof planFreeTime>;
export type PlanItemView = z.infer<typeof planItemView>;
export type PlanDayView = z.infer<typeof planDayView>;
export type PlanBookingView = z.infer<typeof planBookingView>;
export type PlanConflictKind = z.infer<typeof planConflictKind>;
export type PlanConflictView = z.infer<typeof planConflictView>;
export type UnplacedView = z.infer<typeof unplacedView>;
/** POST /plans/fetch and every write on a plan (the owner's view, or a shared plan's without private fields). */
export type PlanDetail = z.infer<typeof planDetail>;
export type PlanDayRoute = z.infer<typeof planDayRoute>;
export type PlanSummary = z.infer<typeof planSummary>;
/** POST /plans/fetch-all: page 1 replaces, later pages append (spec §4 list semantics). */
export type PlansPage = z.infer<typeof plansPage>;
export type SharePlanResponse = z.infer<typeof sharePlanResponse>;
export type PlanPaymentItem = z.infer<typeof planPaymentItem>;
export type ConfirmPlanResponse = z.infer<typeof confirmPlanResponse>;
export type DeletePlanResponse = z.infer<typeof deletePlanResponse>;

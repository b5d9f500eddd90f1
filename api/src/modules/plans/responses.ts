import { z } from 'zod';

// The plans api's answers: the schemas routes serialize through, and (types.ts) the types front ends import.
// Money is AED fils.

export const planStatus = z.enum(['unconfirmed', 'in-progress', 'confirmed', 'past']);
export const planMode = z.enum(['ai', 'own']);
export const planSource = z.enum(['built-in', 'ai', 'own']);
export const travellerKind = z.enum(['solo', 'couple', 'family', 'friends']);
export const planPace = z.enum(['relaxed', 'balanced', 'packed']);
export const travelMode = z.enum(['walk', 'drive']);

export const localizedPair = z.object({ en: z.string(), ar: z.string() });

/** POST /plans/options: what the questionnaire offers. */
export const planInterestOption = z.object({
  slug: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  /** An @mui/icons-material name for main categories; null for tags. */
  icon: z.string().nullable(),
  /** 'main': an activity main category; 'tag': one of the activities' category tags. */
  kind: z.enum(['main', 'tag']),
  activity_count: z.number(),
});

export const planDestination = z.object({
  slug: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  lat: z.number(),
  lng: z.number(),
});

export const planOptions = z.object({
  interests: z.array(planInterestOption),
  destinations: z.array(planDestination),
  /** Today in Dubai (YYYY-MM-DD): the earliest start date. */
  today: z.string(),
  limits: z.object({
    max_days: z.number(),
    max_group: z.number(),
    max_free_slots: z.number(),
    max_must_see: z.number(),
    window_days: z.number(),
  }),
});

export const planGroup = z.object({
  adults: z.number(),
  teens: z.number(),
  children: z.number(),
  youngest_child_age: z.number().nullable(),
});

export const planFreeTime = z.object({
  /** A trip date, or null for every day. */
  date: z.string().nullable(),
  start_min: z.number(),
  end_min: z.number(),
});

export const planItemView = z.object({
  /** Opaque id (kind 'plan-item'). */
  item_id: z.string(),
  date: z.string(),
  start_min: z.number(),
  end_min: z.number(),
  /** Minutes of travel from the hotel (first item) or the previous item. */
  travel_min_before: z.number(),
  /** How: on foot when that is quicker, else by car or taxi. */
  travel_mode_before: travelMode,
  /** Tickets for the whole group at today's prices, AED fils. */
  cost_minor: z.number(),
  /** Always false for anyone but the owner (payment is private). */
  paid: z.boolean(),
  /** The activity order (uuid) that paid the tickets; null for anyone but the owner. */
  order_id: z.string().nullable(),
  /** Why the planner chose it (null for activities added by hand). */
  reason: localizedPair.nullable(),
  activity: z.object({
    activity_id: z.string(),
    slug: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    main_category: z.string(),
    horizontal_thumbnail: z.string(),
    duration_min: z.number(),
    rating: z.number(),
  }),
  branch: z.object({
    branch_id: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    area: z.string(),
    lat: z.number(),
    lng: z.number(),
  }),
});

/**
 * A booking of the plan's owner made outside the plan, joined in when the plan is read (bookings.ts): a hotel
 * stay's check-in and check-out on their days, activity tickets on their visit day. Only the owner sees them.
 */
export const planBookingView = z.object({
  kind: z.enum(['check-in', 'check-out', 'tickets']),
  /** The order (uuid). */
  order_id: z.string(),
  /** The order's page: /hotel/booking/manage?order_id=… or /activities/order?order_id=… (the ticket). */
  order_path: z.string(),
  date: z.string(),
  /** The check-in or check-out time, or the visit's start (a day ticket: the branch's opening or the day's start). */
  start_min: z.number(),
  /** The visit's end; null for the stay's anchors. */
  end_min: z.number().nullable(),
  /** The hotel or the activity. */
  name_en: z.string(),
  name_ar: z.string(),
  place: z.object({ name_en: z.string(), name_ar: z.string(), area: z.string(), lat: z.number(), lng: z.number() }),
  activity: z
    .object({ activity_id: z.string(), slug: z.string(), main_category: z.string(), horizontal_thumbnail: z.string() })
    .nullable(),
  tickets: z.object({ adult: z.number(), teen: z.number(), child: z.number() }).nullable(),
});

export const planDayView = z.object({
  date: z.string(),
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number(),
  items: z.array(planItemView),
  /** Minutes from the last item back to the hotel (0 on an empty day). */
  return_travel_min: z.number(),
  return_travel_mode: travelMode,
  cost_minor: z.number(),
  /**
   * Idle stretches of 90 minutes or more between the day's start and end (not at a visit, not travelling),
   * to show as free time; an empty day is one. Always sent; optional for older clients' fixtures.
   */
  free_periods: z.array(z.object({ start_min: z.number(), end_min: z.number() })).optional(),
  /** A rest day the planner kept free on a long trip (generated plans only; false once something is added). */
  rest_day: z.boolean().optional(),
  /** The owner's bookings on this day (empty for anyone else). Always sent; optional for older clients' fixtures. */
  bookings: z.array(planBookingView).optional(),
  /**
   * Bumped when the day's activities change; PUT /plans/items/order with an older `day_version` answers 409. Always
   * sent; optional for older clients' fixtures.
   */
  version: z.number().optional(),
});

/**
 * GET /plans/:pid/days/:date/route: the day's road route, hotel → stops in order → hotel, for the day map.
 * From the routing server when one is configured; straight lines between the stops (and estimated legs) when
 * not, or when it failed: then `estimated` is true. No stops: no points, no legs.
 */
export const planDayRoute = z.object({
  /** The line to draw, [lat, lng]. */
  points: z.array(z.tuple([z.number(), z.number()])),
  estimated: z.boolean(),
  /** One per stretch between consecutive stops (the first from the hotel, the last back to it). */
  legs: z.array(z.object({ seconds: z.number(), meters: z.number() })),
});

/** booked: the item's time overlaps a booked visit (the owner's tickets, bookings.ts). */
export const planConflictKind = z.enum([
  'unknown',
  'overlap',
  'closed',
  'unreachable',
  'free-time',
  'outside-day',
  'booked',
]);

export const planConflictView = z.object({
  kind: planConflictKind,
  date: z.string(),
  item_id: z.string(),
  other_item_id: z.string().nullable(),
  message: localizedPair,
});

export const unplacedView = z.object({
  activity_id: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  reason: z.string(),
});

/**
 * POST /plans/fetch and every write on a plan. Anyone but the owner (a shared plan) sees the itinerary
 * without what is private to the owner: no order ids, nothing paid (so `status` follows the dates only
 * and the paid totals are 0), no budget, no youngest child's age.
 */
export const planDetail = z.object({
  /** Opaque id (kind 'plan'): /plan?pid=<user_plan_id>. */
  user_plan_id: z.string(),
  name: z.string(),
  mode: planMode,
  source: planSource,
  destination: planDestination,
  start_date: z.string(),
  end_date: z.string(),
  day_start_min: z.number(),
  day_end_min: z.number(),
  interests: z.array(z.string()),
  travellers: travellerKind,
  group: planGroup,
  free_time: z.array(planFreeTime),
  budget_minor: z.number().nullable(),
  pace: planPace,
  status: planStatus,
  is_owner: z.boolean(),
  is_shared: z.boolean(),
  /** What the reader may do: owner; editor (adds, moves, removes activities) or viewer (a member); null: a stranger. */
  my_role: z.enum(['owner', 'editor', 'viewer']).nullable(),
  /** Bumped by every change: the plan stream (GET /plans/:pid/stream) announces it, the page refetches. */
  version: z.number(),
  owner: z.object({ username: z.string(), first_name: z.string(), last_name: z.string() }),
  days: z.array(planDayView),
  totals: z.object({
    cost_minor: z.number(),
    paid_minor: z.number(),
    travel_min: z.number(),
    items: z.number(),
    paid_items: z.number(),
  }),
  conflicts: z.array(planConflictView),
  unplaced: z.array(unplacedView),
  currency: z.literal('AED'),
  created_at: z.string(),
  updated_at: z.string(),
});

export const planSummary = z.object({
  user_plan_id: z.string(),
  name: z.string(),
  mode: planMode,
  source: planSource,
  start_date: z.string(),
  end_date: z.string(),
  status: planStatus,
  destination: planDestination,
  days_count: z.number(),
  items_count: z.number(),
  /** Tickets of every item for the group, AED fils. */
  total_minor: z.number(),
  interests: z.array(z.string()),
  travellers: travellerKind,
  group: planGroup,
  is_shared: z.boolean(),
  /** Thumbnail of the first activity, if any. */
  cover: z.string().nullable(),
  created_at: z.string(),
});

/** POST /plans/fetch-all: page 1 replaces, later pages append (spec §4 list semantics). */
export const plansPage = z.object({
  rows: z.array(planSummary),
  count: z.number(),
  page: z.number(),
  limit: z.number(),
});

export const sharePlanResponse = z.object({ user_plan_id: z.string(), is_shared: z.boolean() });

export const planPaymentItem = z.object({
  item_id: z.string(),
  outcome: z.enum(['paid', 'not_paid']),
  /** The activity order of the item, once made (a refused one stays payable from /orders). */
  order_id: z.string().nullable(),
  /** Charged by this call for this item, AED fils (0 when free or paid by an earlier call). */
  charged_minor: z.number(),
  /** Why it was not paid, for the front end to say in the reader's language; `reason` is the api's English text. */
  reason_code: z
    .enum(['declined', 'payment_failed', 'requires_action', 'not_tried', 'day_passed', 'item_changed', 'ticket_rule'])
    .nullable(),
  reason: z.string().nullable(),
});

export const confirmPlanResponse = z.object({
  plan: planDetail,
  payment: z.object({
    /**
     * succeeded: every item of the plan is paid; partial: this call paid some, not all; declined/failed: this call
     * paid none (the card was refused, or the charge failed and may be retried by confirming again); requires_action:
     * an item's charge waits for 3-D Secure; the browser completes it with `client_secret` and confirms again with
     * the same payment method, which goes on from that item.
     */
    status: z.enum(['succeeded', 'partial', 'declined', 'failed', 'requires_action']),
    client_secret: z.string().optional(),
    /** Items paid by this call. */
    paid_items: z.number(),
    /** What this call charged, in minor units of `currency` (every charge is in AED). */
    charged_minor: z.number(),
    currency: z.literal('AED'),
    /** One row per item that was unpaid when the call began, in the order they were tried. */
    items: z.array(planPaymentItem),
    /** The items not paid, with the reason (the same rows as `items` with outcome 'not_paid'). */
    failures: z.array(z.object({ item_id: z.string(), message: z.string() })),
  }),
});

export const deletePlanResponse = z.object({ user_plan_id: z.string(), deleted: z.boolean() });

/** GET /plans/:pid/calendar.ics and /plans/:pid/plan.pdf: files, not JSON. */
export const planCalendarFile = {
  description: 'The plan as an iCalendar file',
  content: { 'text/calendar': { schema: z.string() } },
};
export const planPdfFile = {
  description: 'The plan as a PDF',
  // A Buffer goes out as it is (fastify never serializes one); the document calls it binary.
  content: { 'application/pdf': { schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }) } },
};

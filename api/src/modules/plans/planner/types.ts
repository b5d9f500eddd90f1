// Public shapes of the itinerary planner. Pure data: the catalog and the plans service map onto these.

export interface LocalizedText {
  en: string;
  ar: string;
}

/** 0 = Sunday … 6 = Saturday (Dubai local date, which is what a 'YYYY-MM-DD' trip date means). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Minutes from midnight, [open, close). Unsorted or overlapping lists are normalised by the planner. */
export type OpeningInterval = readonly [openMin: number, closeMin: number];

/** Every weekday is present; an empty list means closed that day. */
export type WeeklyHours = Readonly<Record<Weekday, readonly OpeningInterval[]>>;

export interface PlannerBranch {
  id: number;
  lat: number;
  lng: number;
  hours: WeeklyHours;
}

/** Ticket prices per person in AED minor units (fils). Teen = ages 12–17, child = ages 3–11. */
export interface TicketPrices {
  adultMinor: number;
  teenMinor: number;
  childMinor: number;
}

export interface PlannerActivity {
  id: number;
  name: LocalizedText;
  categories: readonly string[];
  durationMin: number;
  kidFriendly: boolean;
  /** Youngest age admitted; compared with the youngest traveller's age band. */
  minAge?: number;
  /**
   * Landmarks or venues the activity takes place in: a plan never holds two activities sharing one (both
   * Burj Khalifa decks are one landmark). Absent or empty: the activity is its own venue.
   */
  venueGroups?: readonly string[];
  /** 'children': only when children travel; 'adults': never with children. Absent: 'all'. */
  audience?: 'all' | 'children' | 'adults';
  prices: TicketPrices;
  /** 0–5. */
  rating: number;
  /** Bookings or reviews count; only its order of magnitude matters to the score. */
  popularity?: number;
  branches: readonly PlannerBranch[];
}

export interface TravelGroup {
  adults: number;
  teens: number;
  children: number;
  /** When known, the youngest child's age; otherwise the child band's lower bound (3) is assumed. */
  youngestChildAge?: number;
}

export type Pace = 'relaxed' | 'balanced' | 'packed';

/** A slot the travellers keep for themselves: no activity and no travel to one may fall inside it. */
export interface FreeTimeSlot {
  /** A trip date, or null/absent for every day of the trip. */
  date?: string | null;
  startMin: number;
  endMin: number;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface PlanRequest {
  /** 'YYYY-MM-DD', inclusive. */
  startDate: string;
  /** 'YYYY-MM-DD', inclusive. */
  endDate: string;
  /** Earliest departure from the hotel, minutes from midnight (e.g. 540 = 09:00). */
  dayStartMin: number;
  /** Latest return to the hotel, minutes from midnight, at most 1440. */
  dayEndMin: number;
  /** Category slugs the travellers care about; empty = no preference. */
  interests: readonly string[];
  group: TravelGroup;
  /** Total ticket budget for the whole group and trip, AED minor units; absent = no cap. */
  budgetMinor?: number;
  pace: Pace;
  /** Activity ids the travellers want in the plan if at all possible. */
  mustSee?: readonly number[];
  freeTime: readonly FreeTimeSlot[];
  /** Start and end point of every day; default Downtown Dubai. */
  hotel?: GeoPoint;
  /** Same request + same seed + same catalog → same plan. */
  seed: number;
}

export interface PlannedItem {
  activityId: number;
  branchId: number;
  date: string;
  startMin: number;
  endMin: number;
  /** Minutes of travel from the hotel or the previous item. */
  travelMinBefore: number;
  /** Tickets for the whole group, AED minor units. */
  costMinor: number;
  reason: LocalizedText;
}

export interface PlanDay {
  date: string;
  items: PlannedItem[];
  /** Minutes from the last item back to the hotel (0 on an empty day). */
  returnTravelMin: number;
}

export type UnplacedReason =
  | 'unknown-activity'
  | 'duplicate'
  | 'date-outside-trip'
  | 'not-suitable-for-group'
  | 'over-budget'
  | 'closed-on-trip-dates'
  | 'no-time';

export interface UnplacedActivity {
  activityId: number;
  reason: UnplacedReason;
}

export interface Plan {
  days: PlanDay[];
  totalCostMinor: number;
  totalTravelMin: number;
  /** The objective the generator maximises (see scoring.ts); comparable between plans of one request. */
  score: number;
  /** Must-see (or AI-proposed) activities that could not be placed, with why. */
  unplaced: UnplacedActivity[];
}

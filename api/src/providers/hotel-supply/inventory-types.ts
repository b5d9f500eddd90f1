// The built-in provider's data model and the storage seams it runs over. The in-memory stores in
// memory-store.ts serve tests and `npm start`; the lead backs the same interfaces with tables.
import type { AreaSlug } from './dubai-areas';
import type {
  BedType,
  BookingGuest,
  CancellationPenalties,
  GuestRoom,
  Meal,
  PaymentTypeName,
  PropertyType,
  RgExt,
  SupplyErrorCode,
} from './types';

export interface LocalizedName {
  en: string;
  ar: string;
}

export type RoomKind =
  'standard' | 'superior' | 'deluxe' | 'suite' | 'family' | 'studio' | 'apartment' | 'villa' | 'economy';

export interface InventoryRoomType {
  /** Unique within its hotel (e.g. `deluxe-king`). */
  id: string;
  kind: RoomKind;
  name: LocalizedName;
  bed: BedType;
  /** Adults plus children aged 2 and over; infants (0–1) share a bed and do not count. */
  maxOccupancy: number;
  maxAdults: number;
  sizeSqm: number;
  meals: Meal[];
  /** Nightly price per room before the calendar's weekend and season factors. */
  basePriceMinor: number;
  /** Typical rooms for sale per night; the calendar varies it. */
  baseAllotment: number;
  amenities: string[];
  rgExt: RgExt;
  /** A supplier's own room pictures (URL templates with `{size}`); the built-in ones are drawn. */
  imageUrls?: string[];
}

export interface HotelCancellationTerms {
  /** Free cancellation until this many days before check-in; null means every rate is non-refundable. */
  freeCancellationDays: number | null;
  /** Share of the total charged after the free period and before arrival (the mid policy). */
  penaltyPercent: number;
  /** Discount of the non-refundable rate against the flexible one. */
  nonRefundableDiscountPercent: number;
}

export interface InventoryHotel {
  id: string;
  hid: number;
  name: LocalizedName;
  area: AreaSlug;
  regionId: number;
  address: LocalizedName;
  latitude: number;
  longitude: number;
  stars: 2 | 3 | 4 | 5;
  /** 6.0–9.8, one decimal. */
  rating: number;
  reviewCount: number;
  propertyType: PropertyType;
  amenities: string[];
  /** Number of hotel images; variants 0…imageCount-1 feed hotelImageSvg. */
  imageCount: number;
  roomTypes: InventoryRoomType[];
  cancellation: HotelCancellationTerms;
  /** Per person per night, by meal plan; children 2–11 pay half, infants nothing. */
  mealSupplementMinor: Record<Exclude<Meal, 'nomeal'>, number>;
  checkInTime: string;
  checkOutTime: string;
  phone: string;
  email: string;
  postalCode: string;
  description: LocalizedName;
  /** Seeds the calendar noise and the images, so they stay put when names change. */
  seed: number;
  /** 0.3–1: scales allotment; low values make the "rooms left" warnings common. */
  scarcity: number;
  /** A supplier's own pictures (URL templates with `{size}`), imported with its content; the built-in ones are drawn. */
  imageUrls?: string[];
  /** The supplier's hotel policies (ETG's metapolicy), loaded from supply_hotels.metapolicy. */
  policies?: SupplierPolicies | null;
}

/** ETG's metapolicy_struct and metapolicy_extra_info, kept as ETG sent them. */
export interface SupplierPolicies {
  struct: Record<string, unknown>;
  extraInfo: string | null;
}

export interface NightAvailability {
  hotelId: string;
  roomTypeId: string;
  night: string;
  /** Rooms still for sale that night. */
  allotment: number;
  /** Price per room for that night, before meals and rate discounts. */
  priceMinor: number;
}

/** How a search narrows hotels before rates are priced. */
export type HotelQuery =
  | { kind: 'region'; regionId: number }
  | { kind: 'ids'; refs: (string | number)[] }
  /** Stores may return a superset (e.g. a bounding box); the provider filters by exact distance. */
  | { kind: 'geo'; latitude: number; longitude: number; radiusM: number };

/** A stored departure from the calendar for one room type and night: rooms booked, overrides. */
export interface NightOverride {
  hotelId: string;
  roomTypeId: string;
  night: string;
  booked: number;
  allotmentOverride: number | null;
  priceOverrideMinor: number | null;
}

export interface InventoryStore {
  getHotels(query: HotelQuery): Promise<InventoryHotel[]>;
  getHotel(ref: string | number): Promise<InventoryHotel | null>;
  /** One entry per requested night, in order; a night the store cannot sell has allotment 0. */
  getAvailability(hotelId: string, roomTypeId: string, nights: string[]): Promise<NightAvailability[]>;
  /** Batch form for search result pages: every room type of every listed hotel, every night. */
  getAvailabilityForHotels(hotelIds: string[], nights: string[]): Promise<NightAvailability[]>;
  /**
   * Takes `rooms` rooms on every night, all or nothing, and only where each night has at least
   * that many left. Returns false (and changes nothing) otherwise. This is the overbooking guard.
   */
  decrementAllotment(hotelId: string, roomTypeId: string, nights: string[], rooms: number): Promise<boolean>;
  /** Gives rooms back after a cancellation. */
  releaseAllotment(hotelId: string, roomTypeId: string, nights: string[], rooms: number): Promise<void>;
  /** Every stored departure from the calendar for a stay's nights, by hotel id: lets search price a city at once. */
  overridesForNights?(checkin: string, checkout: string): Promise<Map<string, NightOverride[]>>;
  /** Changes whenever any room-night of these dates is booked, released or overridden (on any instance). */
  changeStamp?(checkin: string, checkout: string): Promise<string>;
}

export type SupplyOrderStatus = 'form' | 'processing' | 'ok' | 'failed' | 'cancelled';

/** What the built-in provider remembers about one booking, from the booking form on. */
export interface SupplyOrder {
  orderId: number;
  itemId: number;
  partnerOrderId: string;
  status: SupplyOrderStatus;
  error?: SupplyErrorCode;
  hotelId: string;
  roomTypeId: string;
  meal: Meal;
  nonRefundable: boolean;
  checkin: string;
  checkout: string;
  guests: GuestRoom[];
  totalMinor: number;
  currency: string;
  penalties: CancellationPenalties;
  paymentTypes: PaymentTypeName[];
  /** ISO instants. */
  createdAt: string;
  expiresAt: string;
  /** How many more status checks answer `processing` before the final status shows. */
  processingPollsLeft: number;
  user?: { email: string; phone?: string; comment?: string };
  roomGuests?: { guests: BookingGuest[] }[];
  paidType?: PaymentTypeName;
  penaltyMinor?: number;
  refundMinor?: number;
}

export interface SupplyOrderStore {
  nextOrderId(): Promise<number>;
  /** False when the partner order id is already taken. */
  insert(order: SupplyOrder): Promise<boolean>;
  get(partnerOrderId: string): Promise<SupplyOrder | null>;
  /**
   * Compare-and-set: applies `patch` only if the order is still in status `from`, and says whether
   * it did. Concurrent finish or cancel calls race here and exactly one wins.
   */
  transition(partnerOrderId: string, from: SupplyOrderStatus, patch: Partial<SupplyOrder>): Promise<boolean>;
  /** Plain update for bookkeeping that needs no guard (status-poll countdown). */
  update(partnerOrderId: string, patch: Partial<SupplyOrder>): Promise<void>;
}

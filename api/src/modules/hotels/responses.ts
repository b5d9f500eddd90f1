// zod schemas of the hotels api's answers: the routes' response schemas (the OpenAPI document and the
// serializer read them) and the source of ./types.ts. Amounts are integer minor units of AED (fils) with the
// commission included. Only zod is imported, so front ends' type checks do not pull in the api.
import { z } from 'zod';
import { guestReviews } from '../reviews/responses';

export const mealCode = z.enum(['nomeal', 'breakfast', 'half-board', 'full-board', 'all-inclusive']);
export const bedCode = z.enum(['double', 'twin', 'king', 'sofa']);
export const propertyTypeCode = z.enum(['hotel', 'apartment', 'resort', 'hostel', 'guesthouse', 'villa']);
export const sortCode = z.enum(['recommended', 'price_asc', 'price_desc', 'rating_desc', 'stars_desc', 'distance']);

export const guestRoomDto = z.object({
  adults: z.number(),
  /** Ages 0 (under 1) to 17. */
  children: z.array(z.number()),
});

export const areaDto = z.object({ slug: z.string(), name: z.string() });

export const stayDto = z.object({
  checkin: z.string(),
  checkout: z.string(),
  nights: z.number(),
  rooms: z.array(guestRoomDto),
});

export const cancellationStep = z.object({
  /** ISO instants (UTC); null = open-ended. */
  from: z.string().nullable(),
  until: z.string().nullable(),
  /** What cancelling in this window costs the traveller, AED fils. */
  penalty_minor: z.number(),
});

export const cancellationTerms = z.object({
  refundable: z.boolean(),
  /** Free cancellation until this instant (UTC ISO), or null when non-refundable. */
  free_cancellation_before: z.string().nullable(),
  steps: z.array(cancellationStep),
});

export const searchHotel = z.object({
  hid: z.string(),
  name: z.string(),
  address: z.string(),
  area: areaDto,
  stars: z.number(),
  rating: z.number(),
  review_count: z.number(),
  property_type: propertyTypeCode,
  latitude: z.number(),
  longitude: z.number(),
  /** ETG-style template: replace `{size}` with e.g. `640x400`. */
  image: z.string(),
  amenities: z.array(z.string()),
  distance_m: z.number().nullable(),
  price: z.object({ total_minor: z.number(), per_night_minor: z.number(), nights: z.number(), rooms: z.number() }),
  offer: z.object({
    room_name: z.string(),
    meal: mealCode,
    bed: bedCode.nullable(),
    refundable: z.boolean(),
    rooms_left: z.number().nullable(),
  }),
});

const counts = z.record(z.string(), z.number());

export const searchFacets = z.object({
  total: z.number(),
  stars: counts,
  types: counts,
  meals: counts,
  beds: counts,
  amenities: counts,
  rating: counts,
  free_cancellation: z.number(),
  price: z.object({ min: z.number(), max: z.number() }).nullable(),
});

export const searchResponse = z.object({
  destination: z.object({
    kind: z.enum(['city', 'area', 'hotel', 'text', 'geo']),
    label: z.string(),
    center: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  }),
  stay: stayDto,
  /** Hotels matching destination and filters. */
  total: z.number(),
  hotels: z.array(searchHotel),
  /** Keyset cursor of the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  facets: searchFacets,
  sort: sortCode,
});

export const markersResponse = z.object({
  total: z.number(),
  /** Capped; `truncated` says when more matched. */
  markers: z.array(
    z.object({
      hid: z.string(),
      name: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      per_night_minor: z.number(),
      stars: z.number(),
      /** For the map's preview card: guest rating out of 10, its review count and the first photo's template. */
      rating: z.number(),
      review_count: z.number(),
      image: z.string(),
    }),
  ),
  truncated: z.boolean(),
});

export const destinationSuggestion = z.object({
  kind: z.enum(['city', 'area', 'hotel']),
  /** For `dest=`: "dubai", an area slug, or `hotel:<hid>`. */
  value: z.string(),
  label: z.string(),
  sublabel: z.string().nullable(),
  hotels: z.number().nullable(),
});
export const destinationsResponse = z.object({ suggestions: z.array(destinationSuggestion) });

export const areaCard = areaDto.extend({
  hotels: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  image: z.string(),
});
export const areasResponse = z.object({ areas: z.array(areaCard) });

export const rateDto = z.object({
  /** Opaque; send it to POST /hotels/checkouts to book this rate. */
  rate_key: z.string(),
  meal: mealCode,
  bed: bedCode.nullable(),
  total_minor: z.number(),
  per_night_minor: z.number(),
  nights: z.number(),
  rooms: z.number(),
  rooms_left: z.number().nullable(),
  cancellation: cancellationTerms,
});

export const roomTypeDto = z.object({
  room_type_id: z.string(),
  name: z.string(),
  bed: bedCode.nullable(),
  size_sqm: z.number().nullable(),
  max_occupancy: z.number().nullable(),
  amenities: z.array(z.string()),
  image: z.string().nullable(),
  /** Cheapest first. */
  rates: z.array(rateDto),
});

/** One rule of the supplier's hotel policies (ETG's metapolicy_struct), in ETG's own words for the front end to label. */
export const hotelPolicyItem = z.object({
  /** The metapolicy section: deposit, extra_bed, pets, meal, add_fee, children, children_meal, cot, internet, parking, shuttle, no_show, check_in_check_out, visa… */
  section: z.string(),
  /** The item's type word as ETG spells it (deposit_type, meal_type, pets_type, fee_type…), or null. */
  kind: z.string().nullable(),
  /** `included`, `not_included` or `unspecified`, when said. */
  inclusion: z.string().nullable(),
  /** Decimal amount as ETG sends it, with its currency and unit (per_stay, per_night, per_guest…). */
  price: z.string().nullable(),
  currency: z.string().nullable(),
  price_unit: z.string().nullable(),
});

/** What the hotel charges or requires on site: ETG requires partners to show it on the hotel page. */
export const hotelPolicies = z.object({
  items: z.array(hotelPolicyItem),
  /** metapolicy_extra_info as plain paragraphs (its HTML removed). */
  extra_info: z.array(z.string()),
});

export const hotelDetails = z.object({
  hid: z.string(),
  name: z.string(),
  address: z.string(),
  area: areaDto.nullable(),
  stars: z.number(),
  rating: z.number().nullable(),
  review_count: z.number().nullable(),
  property_type: propertyTypeCode,
  latitude: z.number(),
  longitude: z.number(),
  images: z.array(z.string()),
  amenity_groups: z.array(z.object({ group_name: z.string(), amenities: z.array(z.string()) })),
  description: z.array(z.object({ title: z.string(), paragraphs: z.array(z.string()) })),
  check_in_time: z.string(),
  check_out_time: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The supplier's hotel policies; null when it gave none (the built-in inventory). */
  policies: hotelPolicies.nullable(),
});

export const hotelPageResponse = z.object({
  hotel: hotelDetails,
  /** The stay asked for, or null when the request gave no dates. */
  stay: stayDto.nullable(),
  /** Rates grouped by room type, cheapest room first; [] = nothing for sale; null without a stay. */
  rooms: z.array(roomTypeDto).nullable(),
  commission_percent: z.number(),
  /** Reviews by members who stayed (verified), with their own average; `hotel.rating` stays the supplier's. */
  guest_reviews: guestReviews,
});

export const checkoutStatusCode = z.enum(['open', 'paying', 'payment_failed', 'booked', 'failed', 'price_changed']);

export const guestDto = z.object({
  title: z.enum(['mr', 'mrs', 'ms']).optional(),
  first_name: z.string(),
  last_name: z.string(),
  citizenship: z.string().optional(),
  is_child: z.boolean().optional(),
  age: z.number().optional(),
});

export const priceBreakdown = z.object({
  /** The supplier's nightly room charges for all rooms, AED fils. */
  nights: z.array(z.object({ night: z.string(), amount_minor: z.number() })),
  room_charges_minor: z.number(),
  commission_percent: z.number(),
  /** Our service fee: commission, rounded up to a whole dirham. */
  service_fee_minor: z.number(),
  total_minor: z.number(),
  /** The display currency and the rate fixed at prebook (units per AED) and the total in it. */
  currency: z.string(),
  fx_rate: z.number(),
  display_total_minor: z.number(),
});

/** requires_action: the card waits for 3-D Secure, completed in the browser (then pay again). */
export const paymentOutcome = z.enum([
  'confirmed',
  'payment_failed',
  'booking_failed',
  'processing',
  'requires_action',
]);

export const checkoutDto = z.object({
  checkout_id: z.string(),
  status: checkoutStatusCode,
  hotel: z.object({
    hid: z.string(),
    name: z.string(),
    address: z.string(),
    stars: z.number(),
    image: z.string().nullable(),
    area: areaDto.nullable(),
  }),
  stay: stayDto,
  room: z.object({ name: z.string(), meal: mealCode, bed: bedCode.nullable(), room_type_id: z.string().nullable() }),
  price: priceBreakdown,
  cancellation: cancellationTerms,
  contact: z.object({ email: z.string(), phone: z.string().nullable() }).nullable(),
  room_guests: z.array(z.object({ guests: z.array(guestDto) })).nullable(),
  expires_at: z.string(),
  /** Set once payment was tried. */
  order_id: z.string().nullable(),
  outcome: paymentOutcome.nullable(),
  /** Why payment or booking failed, for the results page. */
  failure: z
    .object({
      reason: z.enum(['payment_declined', 'payment_error', 'sold_out', 'supplier_error']),
      message: z.string(),
      refund_minor: z.number().nullable(),
    })
    .nullable(),
});

export const paymentResponse = z.object({
  outcome: paymentOutcome,
  order_id: z.string(),
  checkout: checkoutDto,
  /** With requires_action: what the browser's card fields complete 3-D Secure with. */
  client_secret: z.string().optional(),
});

export const favouriteHotel = z.object({
  hid: z.string(),
  name: z.string(),
  address: z.string(),
  area: areaDto.nullable(),
  stars: z.number(),
  rating: z.number().nullable(),
  image: z.string().nullable(),
  added_at: z.string(),
});

export const favouritesResponse = z.object({
  favourites: z.object({ rows: z.array(favouriteHotel), count: z.number(), page: z.number(), limit: z.number() }),
});

export const favouriteIdsResponse = z.object({ hids: z.array(z.string()) });

/** POST /ratehawk/static-hotel: static content in the shape of ETG's `hotel/info`. */
export const staticHotelResponse = z.object({
  data: z.object({
    id: z.string(),
    hid: z.number(),
    language: z.enum(['en', 'ar']),
    name: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    star_rating: z.number(),
    /** Guest rating 0–10; ETG's hotel/info has none, so null there. */
    rating: z.number().nullable(),
    kind: propertyTypeCode,
    /** Image URL templates; replace `{size}` with e.g. `640x400`. */
    images: z.array(z.string()),
    amenity_groups: z.array(z.object({ group_name: z.string(), amenities: z.array(z.string()) })),
    description_struct: z.array(z.object({ title: z.string(), paragraphs: z.array(z.string()) })),
    check_in_time: z.string(),
    check_out_time: z.string(),
    region: z.object({
      id: z.number(),
      name: z.string(),
      type: z.string(),
      country_code: z.string(),
      iata: z.string().nullable(),
    }),
    /** The neighbourhood (built-in areas are searchable region ids); ETG's hotel/info has none. */
    district: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable(),
    room_groups: z.array(
      z.object({
        room_group_id: z.number(),
        name: z.string(),
        images: z.array(z.string()),
        room_amenities: z.array(z.string()),
        /** ETG's room classification codes. */
        rg_ext: z.object({
          class: z.number(),
          quality: z.number(),
          sex: z.number(),
          bathroom: z.number(),
          bedding: z.number(),
          family: z.number(),
          capacity: z.number(),
          club: z.number(),
        }),
        bed_type: bedCode.nullable(),
        max_occupancy: z.number().nullable(),
      }),
    ),
    meals: z.array(mealCode),
    serp_filters: z.array(z.string()),
    is_closed: z.boolean(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    postal_code: z.string().nullable(),
  }),
});

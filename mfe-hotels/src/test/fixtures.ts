import type { CheckoutDto, SearchHotel, SearchResponse } from '@/lib/api-types';

export const currencies = [
  { code: 'AED', country: 'United Arab Emirates', perAed: 1, minorUnits: 2 },
  { code: 'KWD', country: 'Kuwait', perAed: 0.0835, minorUnits: 3 },
  { code: 'USD', country: 'United States', perAed: 0.2723, minorUnits: 2 },
];

export function hotel(n: number, patch: Partial<SearchHotel> = {}): SearchHotel {
  return {
    hid: `hid-${n}`,
    name: `Hotel ${n}`,
    address: `${n} Marina Walk, Dubai Marina, Dubai`,
    area: { slug: 'dubai-marina', name: 'Dubai Marina' },
    stars: 4,
    rating: 8.4,
    review_count: 120,
    property_type: 'hotel',
    latitude: 25.08,
    longitude: 55.14,
    image: `/api/v1/hotels/images/${n}/0/{size}.svg`,
    amenities: ['Swimming pool'],
    distance_m: null,
    price: { total_minor: 100_000 + n * 1000, per_night_minor: 50_000 + n * 500, nights: 2, rooms: 1 },
    offer: {
      room_name: 'Deluxe King Room',
      meal: 'breakfast',
      bed: 'king',
      refundable: true,
      rooms_left: n === 1 ? 1 : null,
    },
    ...patch,
  };
}

const facets = {
  total: 12,
  stars: { '4': 8, '5': 4 },
  types: { hotel: 12 },
  meals: { breakfast: 12 },
  beds: { king: 12 },
  amenities: { pool: 5 },
  rating: { '8': 9 },
  free_cancellation: 10,
  price: { min: 40_000, max: 90_000 },
};

export function searchResponse(hotels: SearchHotel[], patch: Partial<SearchResponse> = {}): SearchResponse {
  return {
    destination: { kind: 'area', label: 'Dubai Marina', center: { latitude: 25.08, longitude: 55.14 } },
    stay: { checkin: '2030-03-20', checkout: '2030-03-22', nights: 2, rooms: [{ adults: 2, children: [5] }] },
    total: hotels.length,
    hotels,
    next_cursor: null,
    facets,
    sort: 'recommended',
    ...patch,
  };
}

export function checkout(patch: Partial<CheckoutDto> = {}): CheckoutDto {
  return {
    checkout_id: '0b6f4b64-1a5b-4c1e-9d43-2f0f3a9a2b11',
    status: 'open',
    hotel: {
      hid: 'hid-1',
      name: 'Hotel 1',
      address: '1 Marina Walk',
      stars: 4,
      image: null,
      area: { slug: 'dubai-marina', name: 'Dubai Marina' },
    },
    stay: { checkin: '2030-03-20', checkout: '2030-03-22', nights: 2, rooms: [{ adults: 2, children: [5] }] },
    room: { name: 'Deluxe King Room', meal: 'breakfast', bed: 'king', room_type_id: 'deluxe-king' },
    price: {
      nights: [
        { night: '2030-03-20', amount_minor: 50_000 },
        { night: '2030-03-21', amount_minor: 50_000 },
      ],
      room_charges_minor: 100_000,
      commission_percent: 7,
      service_fee_minor: 7_000,
      total_minor: 107_000,
      currency: 'KWD',
      fx_rate: 0.0835,
      display_total_minor: 89_345,
    },
    cancellation: {
      refundable: true,
      free_cancellation_before: '2030-03-17T20:00:00.000Z',
      steps: [
        { from: null, until: '2030-03-17T20:00:00.000Z', penalty_minor: 0 },
        { from: '2030-03-17T20:00:00.000Z', until: '2030-03-20T10:00:00.000Z', penalty_minor: 57_300 },
        { from: '2030-03-20T10:00:00.000Z', until: null, penalty_minor: 107_000 },
      ],
    },
    contact: { email: 'amal@example.com', phone: null },
    room_guests: [{ guests: [{ title: 'ms', first_name: 'Amal', last_name: 'Haddad', citizenship: 'AE' }] }],
    expires_at: '2099-01-01T00:00:00.000Z',
    order_id: null,
    outcome: null,
    failure: null,
    ...patch,
  };
}

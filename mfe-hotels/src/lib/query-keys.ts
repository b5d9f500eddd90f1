// Every TanStack Query key of the hotels remote: one place, so a write can invalidate what it changed.
export const hotelKeys = {
  all: ['hotels'] as const,
  destinations: (text: string, lang: string) => ['hotels', 'destinations', text, lang] as const,
  areas: (lang: string) => ['hotels', 'areas', lang] as const,
  featured: (query: string) => ['hotels', 'featured', query] as const,
  search: (query: string) => ['hotels', 'search', query] as const,
  markers: (query: string) => ['hotels', 'markers', query] as const,
  favourites: (page: number, lang: string) => ['hotels', 'favourites', page, lang] as const,
  allFavourites: ['hotels', 'favourites'] as const,
  /** The member's favourite hotel ids (the hearts), apart from the list so a toggle does not refetch them. */
  favouriteIds: (member: string) => ['hotels', 'favourite-ids', member] as const,
  orders: (tab: string) => ['hotels', 'orders', tab] as const,
  /** Every order list and managed order: what a cancel changes. */
  allOrders: ['hotels', 'orders'] as const,
  managed: (orderId: string, email: string | null) => ['hotels', 'orders', 'manage', orderId, email] as const,
  checkout: (id: string) => ['hotels', 'checkout', id] as const,
  hotel: (hid: string, stay: object | null, lang: string) => ['hotels', 'hotel', hid, stay, lang] as const,
  /** Every hotel page: what a new review changes. */
  allHotels: ['hotels', 'hotel'] as const,
};

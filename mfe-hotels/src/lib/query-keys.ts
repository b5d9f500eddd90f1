// Every TanStack Query key of the hotels remote: one place, so a write can invalidate what it changed.
export const hotelKeys = {
  all: ['hotels'] as const,
  search: (query: string) => ['hotels', 'search', query] as const,
  markers: (query: string) => ['hotels', 'markers', query] as const,
  favourites: (page: number, lang: string) => ['hotels', 'favourites', page, lang] as const,
  orders: (tab: string) => ['hotels', 'orders', tab] as const,
};

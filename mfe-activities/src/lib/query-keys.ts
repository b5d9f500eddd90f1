// Every TanStack Query key of the activities remote: one place, so a write can invalidate what it changed.
export const activityKeys = {
  all: ['activities'] as const,
  list: (query: object) => ['activities', 'list', query] as const,
  mainCategories: ['activities', 'utils', 'main-categories'] as const,
  categories: (mainCategory: string | null) => ['activities', 'utils', 'categories', mainCategory] as const,
  priceRange: (mainCategory: string | null) => ['activities', 'utils', 'price-range', mainCategory] as const,
  popular: (count: number) => ['activities', 'popular', count] as const,
  /** The activity as this session sees it (the heart is the signed-in user's wishlist). */
  detail: (acid: string, session: string) => ['activities', 'detail', acid, session] as const,
  detailOf: (acid: string) => ['activities', 'detail', acid] as const,
  wishlist: ['activities', 'wishlist'] as const,
  wishlistPage: (page: number) => ['activities', 'wishlist', page] as const,
  /** Every order (checkout and order page): what a payment or a cancel changes. */
  orders: ['activities', 'orders'] as const,
  order: (orderId: string) => ['activities', 'orders', orderId] as const,
  orderView: (orderId: string, email: string | null) => ['activities', 'orders', orderId, 'view', email] as const,
};

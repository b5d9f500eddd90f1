// Every TanStack Query key of the activities remote: one place, so a write can invalidate what it changed.
export const activityKeys = {
  all: ['activities'] as const,
  list: (query: object) => ['activities', 'list', query] as const,
  popular: (count: number) => ['activities', 'popular', count] as const,
};

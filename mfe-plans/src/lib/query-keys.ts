// Every TanStack Query key of the plans remote: one place, so a write can invalidate what it changed.
export const planKeys = {
  all: ['plans'] as const,
  list: (pageSize: number) => ['plans', 'list', pageSize] as const,
};

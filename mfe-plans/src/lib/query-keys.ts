// Every TanStack Query key of the plans remote: one place, so a write can invalidate what it changed.
export const planKeys = {
  all: ['plans'] as const,
  lists: ['plans', 'list'] as const,
  list: (pageSize: number) => ['plans', 'list', pageSize] as const,
  /** One plan; what it shows depends on who reads it, so the viewer is part of the key. */
  detail: (pid: string, viewer: string | null) => ['plans', 'detail', pid, viewer] as const,
  /** The road route of one plan day; `stops` (its items and branches in order) changes when the day is edited. */
  route: (pid: string, date: string, stops: string, viewer: string | null) =>
    ['plans', 'route', pid, date, stops, viewer] as const,
  options: ['plans', 'options'] as const,
  /** Who is in a plan (and, for its owner, the invite links). */
  members: (pid: string) => ['plans', 'members', pid] as const,
  invitees: (pid: string, q: string) => ['plans', 'invitees', pid, q] as const,
  shared: (pageSize: number) => ['plans', 'shared', pageSize] as const,
  activities: (query: string, category: string | null) => ['plans', 'activities', query, category] as const,
};

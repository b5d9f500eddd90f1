// Minutes from midnight ↔ "HH:MM"; plans keep times as minutes (Dubai local time).

export function formatClock(minutes: number): string {
  const m = Math.max(0, Math.min(1440, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** "13:30" → 810; null for anything that is not a time of day. */
export function parseClock(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h > 24 || m > 59 || (h === 24 && m > 0)) return null;
  return h * 60 + m;
}

/** Times of day on a grid, for selects: every `step` minutes from `from` to `to` inclusive. */
export function clockOptions(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let m = from; m <= to; m += step) out.push(m);
  return out;
}

/** Whole days from start to end inclusive ('YYYY-MM-DD'); 0 when end is before start or either is missing. */
export function tripDays(start: string, end: string): number {
  if (!start || !end) return 0;
  const ms = Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  return Number.isNaN(ms) || ms < 0 ? 0 : Math.round(ms / 86_400_000) + 1;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function listDates(start: string, end: string): string[] {
  const n = tripDays(start, end);
  return Array.from({ length: n }, (_, i) => addDays(start, i));
}

/** "13:00–14:00" isolated left-to-right, so an Arabic sentence does not flip it to "14:00–13:00". */
export function clockRange(from: number, to: number): string {
  return `\u2066${formatClock(from)}–${formatClock(to)}\u2069`;
}

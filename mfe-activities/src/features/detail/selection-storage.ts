import type { Selection } from './ticket-math';

// A visitor who presses Book goes to sign-in and comes back: the tickets they chose are kept for the
// tab (sessionStorage) so they do not have to choose again. Validated on the way back in.

const key = (acid: string) => `jad_activities_selection:${acid}`;

export function saveSelection(acid: string, selection: Selection): void {
  try {
    sessionStorage.setItem(key(acid), JSON.stringify(selection));
  } catch {
    // Storage full or disabled: the visitor simply chooses again.
  }
}

export function loadSelection(acid: string): Selection | null {
  try {
    const raw = sessionStorage.getItem(key(acid));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Selection>;
    const counts = value.counts;
    const count = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 20 ? n : 0);
    if (!counts || typeof value.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.date)) return null;
    return {
      branchId: typeof value.branchId === 'string' ? value.branchId : null,
      date: value.date,
      counts: { adult: count(counts.adult), teen: count(counts.teen), child: count(counts.child) },
    };
  } catch {
    return null;
  }
}

export function clearSelection(acid: string): void {
  try {
    sessionStorage.removeItem(key(acid));
  } catch {
    // nothing to clear
  }
}

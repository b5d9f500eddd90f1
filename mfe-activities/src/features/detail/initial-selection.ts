// The tickets the detail page starts with, written once: the page's selector and its first frame (src/frame) start
// from the same choice, so the frame's ticket box is the page's. Free of React: frame.js includes it.
import type { ActivityDetail } from '@/lib/api-types';
import { dubaiToday } from '@/lib/dubai-time';
import { loadSelection } from './selection-storage';
import { firstOpenDay, type Selection } from './ticket-math';

/** The choice kept for the tab (a visitor back from sign-in), else the one branch, its first open day and one adult. */
export function initialSelection(activity: ActivityDetail): Selection {
  const saved = loadSelection(activity.activity_id);
  if (saved && (saved.branchId === null || activity.branches.some((b) => b.branch_id === saved.branchId))) return saved;
  // One branch: nothing to choose. Several: the visitor must pick (spec §5 'Please select a branch').
  const only = activity.branches.length === 1 ? activity.branches[0] : undefined;
  return {
    branchId: only?.branch_id ?? null,
    date: firstOpenDay(only?.hours, dubaiToday()),
    counts: { adult: 1, teen: 0, child: 0 },
  };
}

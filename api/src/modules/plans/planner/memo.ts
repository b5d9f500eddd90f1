// Remembers moves that were tried and did not help. Every distinct day plan gets a fresh state id when it is
// made, and a move's outcome depends only on the day plans it touches, so "failed for these state ids" stays
// true for the whole run, across the clones that ruin-and-recreate makes. This keeps later rounds cheap:
// they only look at the days they changed.
export class SearchMemo {
  private nextState = 1;
  /** Work done so far, in steps of the inner searches; lets the search stop at a size-independent budget. */
  work = 0;
  /** Past this much work the local search stops early (the plan stays valid, only less polished). */
  workLimit = Number.POSITIVE_INFINITY;

  /** Candidate indices by value, best first (computed once). */
  byValue: number[] | undefined;

  spent(): boolean {
    return this.work >= this.workLimit;
  }
  private readonly failed = new Map<number, Set<number>>();

  newState(): number {
    return this.nextState++;
  }

  /** Key of a move touching day states a and b (b < 2^24), with a small discriminator k (< 64). */
  private static inner(b: number, k: number): number {
    return b * 64 + k;
  }

  /** Best day plans by (day, set of candidates): the exact answer, or a travel it is known not to beat. */
  readonly sequences = new Map<number, { seq: number[]; travel: number } | { atLeast: number }>();

  hasFailed(a: number, b: number, k: number): boolean {
    return this.failed.get(a)?.has(SearchMemo.inner(b, k)) ?? false;
  }

  markFailed(a: number, b: number, k: number): void {
    let set = this.failed.get(a);
    if (!set) this.failed.set(a, (set = new Set()));
    set.add(SearchMemo.inner(b, k));
  }
}

/** The day's item ids with `moved` put before (or after) `target`: the order a drop or an arrow asks for. */
export function reorderedIds(
  ids: readonly string[],
  moved: string,
  target: string,
  place: 'before' | 'after',
): string[] | null {
  if (moved === target || !ids.includes(moved) || !ids.includes(target)) return null;
  const rest = ids.filter((id) => id !== moved);
  const at = rest.indexOf(target) + (place === 'after' ? 1 : 0);
  const next = [...rest.slice(0, at), moved, ...rest.slice(at)];
  return next.every((id, i) => id === ids[i]) ? null : next;
}

/** One step earlier (-1) or later (+1) in the day; null at either end. */
export function steppedIds(ids: readonly string[], moved: string, delta: -1 | 1): string[] | null {
  const from = ids.indexOf(moved);
  const neighbour = ids[from + delta];
  if (from < 0 || neighbour === undefined) return null;
  return reorderedIds(ids, moved, neighbour, delta < 0 ? 'before' : 'after');
}

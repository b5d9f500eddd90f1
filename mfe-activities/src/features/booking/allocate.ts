/**
 * Splits `total` (whole minor units) over `parts` in proportion to them, so the pieces always add up to
 * `total` exactly (largest remainder). Used to show each ticket line in the currency fixed at booking
 * while the order's total is the one the api converted.
 */
export function allocate(total: number, parts: readonly number[]): number[] {
  const sum = parts.reduce((s, p) => s + p, 0);
  if (sum === 0) return parts.map(() => 0);
  const exact = parts.map((p) => (total * p) / sum);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((s, f) => s + f, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors;
}

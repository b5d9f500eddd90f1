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
  const left = total - floors.reduce((s, f) => s + f, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const bumped = new Set(order.slice(0, Math.max(0, left)).map(([, i]) => i));
  return floors.map((f, i) => (bumped.has(i) ? f + 1 : f));
}

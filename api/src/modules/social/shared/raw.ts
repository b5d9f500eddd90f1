// Raw `execute` rows differ by driver: node-postgres gives int8 as a string, PGlite as a number.
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || typeof value === 'string') return Number(value);
  throw new TypeError(`Expected a number, got ${typeof value}`);
}

export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') return new Date(value);
  throw new TypeError(`Expected a timestamp, got ${typeof value}`);
}

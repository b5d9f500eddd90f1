// Calendar helpers on Dubai dates ('YYYY-MM-DD'); UTC arithmetic is exact for calendar days.
import { formatDate, parseDate } from './planner/dates';

export { dubaiToday } from '../orders/service';

export function addDays(date: string, days: number): string {
  const ms = parseDate(date);
  if (ms === null) throw new RangeError(`Invalid date '${date}'`);
  return formatDate(ms + days * 86_400_000);
}

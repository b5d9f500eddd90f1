// Small builders that keep the hand-written catalog files short and their numbers readable.
import type { CatalogBranch, LocalizedText, OpeningInterval, TicketPrices, Weekday, WeeklyHours } from './types';

const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

/** 'HH:MM' → minutes from midnight; '24:00' is the end of the day (1440). */
export function toMinutes(hhmm: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new Error(`Bad time '${hhmm}'`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes > 1440) throw new Error(`Time past midnight '${hhmm}'`);
  return minutes;
}

/** One or more 'HH:MM-HH:MM' intervals for a day; '' or 'closed' means closed. */
function parseDay(spec: string): OpeningInterval[] {
  if (spec === '' || spec === 'closed') return [];
  return spec.split(',').map((part) => {
    const [open, close] = part.trim().split('-');
    if (open === undefined || close === undefined) throw new Error(`opening hours '${spec}' are not HH:MM-HH:MM`);
    return [toMinutes(open), toMinutes(close)] as const;
  });
}

/** The same hours every day, e.g. daily('10:00-22:00') or daily('06:00-09:00,15:00-18:00'). */
export function daily(spec: string): WeeklyHours {
  const day = parseDay(spec);
  return { 0: day, 1: day, 2: day, 3: day, 4: day, 5: day, 6: day };
}

/**
 * Hours that differ on some days. `base` applies to every day not overridden;
 * keys of `overrides` are weekday numbers (0 = Sunday, 5 = Friday, 6 = Saturday).
 */
export function weekly(base: string, overrides: Partial<Record<Weekday, string>>): WeeklyHours {
  const result = {} as Record<Weekday, readonly OpeningInterval[]>;
  for (const day of WEEKDAYS) result[day] = parseDay(overrides[day] ?? base);
  return result;
}

/** Prices written in AED (decimals allowed) and stored as fils. */
export function aed(adult: number, teen: number = adult, child: number = teen): TicketPrices {
  return {
    adultMinor: Math.round(adult * 100),
    teenMinor: Math.round(teen * 100),
    childMinor: Math.round(child * 100),
  };
}

/** Plain mutable JSON form ({"0": [[open, close]], …}) for a jsonb column; a copy, never shared. */
export function hoursToJson(hours: WeeklyHours): Record<string, [number, number][]> {
  const json: Record<string, [number, number][]> = {};
  for (const day of WEEKDAYS) json[String(day)] = hours[day].map(([open, close]) => [open, close]);
  return json;
}

export function branch(
  en: string,
  ar: string,
  area: string,
  lat: number,
  lng: number,
  hours: WeeklyHours,
  phone?: string,
): CatalogBranch {
  const name: LocalizedText = { en, ar };
  return phone === undefined ? { name, area, lat, lng, hours } : { name, area, lat, lng, hours, phone };
}

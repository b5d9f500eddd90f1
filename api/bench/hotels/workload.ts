// The search workload: a deterministic mix of destinations, stays, filters, sorts and pages, as
// travellers would send them. Stays are few (popular dates repeat), filters and sorts many.
const DESTINATIONS = [
  'dubai',
  'dubai-marina',
  'downtown',
  'deira',
  'jbr',
  'palm-jumeirah',
  'business-bay',
  'al-barsha',
];
const FILTERS = [
  '',
  '&stars=4,5',
  '&rating_min=8&free_cancellation=1',
  '&meals=breakfast&sort=price_asc',
  '&types=hotel,resort&sort=rating_desc',
  '&price_max=80000&sort=price_asc',
  '&stars=3,4&beds=king&amenities=pool',
  '&sort=stars_desc&free_cancellation=1',
  '&bbox=25.06,55.12,25.10,55.16',
  '&rating_min=7&meals=breakfast,half-board&sort=price_desc',
];
const STAYS: [number, number][] = [
  [7, 2],
  [14, 3],
  [30, 1],
];
const ROOMS = ['2', '2-5'];

export function searchPaths(
  today: string,
  addDays: (d: string, n: number) => string,
): { paths: string[]; coldProbes: string[] } {
  const paths: string[] = [];
  const coldProbes: string[] = [];
  for (const [offset, nights] of STAYS) {
    for (const rooms of ROOMS) {
      const stay = `checkin=${addDays(today, offset)}&checkout=${addDays(today, offset + nights)}&rooms=${rooms}`;
      coldProbes.push(`/api/v1/hotels/search?dest=dubai&${stay}&limit=1`);
      for (const dest of DESTINATIONS) {
        for (const filter of FILTERS) paths.push(`/api/v1/hotels/search?dest=${dest}&${stay}${filter}&limit=20`);
      }
    }
  }
  return { paths, coldProbes };
}

/** Adds the second page of every fourth search (as a traveller scrolls), with its real cursor. */
export async function withSecondPages(base: string, paths: string[]): Promise<string[]> {
  const out = [...paths];
  for (let i = 0; i < paths.length; i += 4) {
    const res = await fetch(base + paths[i]);
    const body = (await res.json()) as { next_cursor?: string | null };
    if (body.next_cursor) out.push(`${paths[i]}&cursor=${body.next_cursor}`);
  }
  return out;
}

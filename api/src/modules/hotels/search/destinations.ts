// Destinations: what `dest=` may say (the city, an area, a hotel, or free text), the suggestions of
// the search box, and the popular-area cards of the home page.
import { at } from '../../../lib/checked';
import type { CatalogSnapshot } from '../../../providers/hotel-supply/db-catalog';
import { DUBAI_AREAS, type AreaSlug, type DubaiArea } from '../../../providers/hotel-supply/dubai-areas';
import type { InventoryHotel } from '../../../providers/hotel-supply/inventory-types';
import { inventoryImageUrl } from '../../../providers/hotel-supply/static-hotel';
import type { Language } from '../../../providers/hotel-supply/types';
import type { AreaCard, DestinationSuggestion } from '../types';
import { normaliseText, type Destination } from './query';
import { popularity } from './results';

export const CITY_NAMES = { en: 'Dubai', ar: 'دبي' } as const;
const CITY_CENTER = { latitude: 25.2048, longitude: 55.2708 };

export function areaCenter(area: DubaiArea): { latitude: number; longitude: number } {
  const { latitude, longitude } = area.anchors[0];
  return { latitude, longitude };
}

// Normalised once: every search resolves its `dest`, and normalising each area's names per request
// was a tenth of a cached search's CPU.
const CITY_KEYS = new Set([CITY_NAMES.en, CITY_NAMES.ar].map(normaliseText));
const AREA_NAMES = DUBAI_AREAS.map((area) => ({
  area,
  names: [area.name.en, area.name.ar, area.short.en, area.short.ar].map(normaliseText),
}));
const AREA_BY_KEY = new Map<string, DubaiArea>();
for (const { area, names } of AREA_NAMES) {
  for (const key of [area.slug, normaliseText(area.slug.replace(/-/g, ' ')), ...names])
    if (!AREA_BY_KEY.has(key)) AREA_BY_KEY.set(key, area);
}

/**
 * `dest` of a link: "dubai" (or its name), an area slug or name ("dubai-marina", "Dubai Marina",
 * "JBR"), `hotel:<id>` (already decoded by the caller), else free text matched against hotel names.
 */
export function resolveDestination(dest: string): Destination {
  const text = normaliseText(dest.replace(/-/g, ' '));
  if (text === '' || CITY_KEYS.has(text)) return { kind: 'city' };
  const area = AREA_BY_KEY.get(dest.trim().toLowerCase()) ?? AREA_BY_KEY.get(text);
  if (area) return { kind: 'area', slug: area.slug };
  return { kind: 'text', text: dest.trim() };
}

export function destinationLabel(d: Destination, lang: Language, snapshot: CatalogSnapshot): string {
  switch (d.kind) {
    case 'city':
      return CITY_NAMES[lang];
    case 'area':
      return DUBAI_AREAS.find((a) => a.slug === d.slug)?.name[lang] ?? d.slug;
    case 'hotel':
      return snapshot.byHid.get(d.hid)?.name[lang] ?? '';
    case 'text':
      return d.text;
    case 'geo':
      return lang === 'ar' ? 'بالقرب منك' : 'Near you';
  }
}

export function destinationCenter(
  d: Destination,
  snapshot: CatalogSnapshot,
): { latitude: number; longitude: number } | null {
  switch (d.kind) {
    case 'city':
    case 'text':
      return CITY_CENTER;
    case 'area': {
      const area = DUBAI_AREAS.find((a) => a.slug === d.slug);
      return area ? areaCenter(area) : CITY_CENTER;
    }
    case 'hotel': {
      const h = snapshot.byHid.get(d.hid);
      return h ? { latitude: h.latitude, longitude: h.longitude } : null;
    }
    case 'geo':
      return { latitude: d.latitude, longitude: d.longitude };
  }
}

function countByArea(hotels: readonly InventoryHotel[]): Map<AreaSlug, number> {
  const counts = new Map<AreaSlug, number>();
  for (const h of hotels) counts.set(h.area, (counts.get(h.area) ?? 0) + 1);
  return counts;
}

/** Up to `limit` suggestions: the city, matching areas, then matching hotels (best known first). */
export function suggestDestinations(
  snapshot: CatalogSnapshot,
  query: string,
  lang: Language,
  encodeHid: (hid: number) => string,
  limit = 8,
): DestinationSuggestion[] {
  const q = normaliseText(query);
  const counts = countByArea(snapshot.hotels);
  const out: DestinationSuggestion[] = [];
  if (q === '' || [...CITY_KEYS].some((c) => c.startsWith(q))) {
    out.push({
      kind: 'city',
      value: 'dubai',
      label: CITY_NAMES[lang],
      sublabel: lang === 'ar' ? 'الإمارات العربية المتحدة' : 'United Arab Emirates',
      hotels: snapshot.hotels.length,
    });
  }
  for (const { area, names } of AREA_NAMES) {
    if (q === '' || names.some((n) => n.includes(q))) {
      out.push({
        kind: 'area',
        value: area.slug,
        label: area.name[lang],
        sublabel: CITY_NAMES[lang],
        hotels: counts.get(area.slug) ?? 0,
      });
    }
  }
  if (q.length >= 2) {
    const hotels = snapshot.hotels
      .filter((h) => normaliseText(h.name.en).includes(q) || normaliseText(h.name.ar).includes(q))
      .sort((a, b) => popularity(b) - popularity(a) || a.hid - b.hid)
      .slice(0, limit);
    for (const h of hotels) {
      const area = DUBAI_AREAS.find((a) => a.slug === h.area);
      out.push({
        kind: 'hotel',
        value: `hotel:${encodeHid(h.hid)}`,
        label: h.name[lang],
        sublabel: area?.name[lang] ?? null,
        hotels: null,
      });
    }
  }
  return out.slice(0, limit);
}

/** The home page's popular areas: every area with its hotel count and a picture of its best hotel. */
export function areaCards(snapshot: CatalogSnapshot, lang: Language): AreaCard[] {
  const counts = countByArea(snapshot.hotels);
  return DUBAI_AREAS.filter((a) => (counts.get(a.slug) ?? 0) > 0)
    .map((area) => {
      // Only areas with hotels are left, so there is a best one.
      const best = at(
        snapshot.hotels
          .filter((h) => h.area === area.slug)
          .sort((a, b) => popularity(b) - popularity(a) || a.hid - b.hid),
        0,
      );
      return {
        slug: area.slug,
        name: area.name[lang],
        hotels: counts.get(area.slug) ?? 0,
        ...areaCenter(area),
        image: inventoryImageUrl(best, 3),
      };
    })
    .sort((a, b) => b.hotels - a.hotels);
}

// Real-sounding, invented hotel names in English and Arabic for the demo inventory. Arabic templates put the
// property word first ("فندق اللؤلؤة مارينا"), as Arabic hotel names are written.
import { hotelWords } from '../../db/seed/data';
import type { LocalizedName } from './inventory-types';
import type { PropertyType } from './types';

/** Name parts of the demo inventory, from api/src/db/seed/data/hotels.json. `{p}` is the prefix, `{a}` the area. */
export const NAME_PREFIXES: readonly LocalizedName[] = hotelWords.namePrefixes;
export const NAME_TEMPLATES: Readonly<Record<PropertyType, readonly LocalizedName[]>> = hotelWords.nameTemplates;

export function fillTemplate(template: LocalizedName, prefix: LocalizedName, area: LocalizedName): LocalizedName {
  const fill = (t: string, p: string, a: string) => t.replace('{p}', p).replace('{a}', a);
  return { en: fill(template.en, prefix.en, area.en), ar: fill(template.ar, prefix.ar, area.ar) };
}

const DESCRIPTION_BY_TYPE: Readonly<Record<PropertyType, LocalizedName>> = hotelWords.descriptions;

export function describeHotel(
  type: PropertyType,
  stars: number,
  area: LocalizedName,
  roomTypes: number,
): LocalizedName {
  const t = DESCRIPTION_BY_TYPE[type];
  const fill = (s: string, a: string) =>
    s.replace('{s}', String(stars)).replace('{a}', a).replace('{r}', String(roomTypes));
  return { en: fill(t.en, area.en), ar: fill(t.ar, area.ar) };
}

// Builds one InventoryHotel from a seeded random source. Shared by the shipped demo inventory and
// the 10 000-hotel benchmark generator, so both have the same shape and realism.
import type { DubaiArea } from './dubai-areas';
import { describeHotel, fillTemplate, NAME_PREFIXES, NAME_TEMPLATES } from './dubai-names';
import type { InventoryHotel, InventoryRoomType, LocalizedName } from './inventory-types';
import { ROOM_TEMPLATES, type RoomTemplate } from './room-catalogue';
import { hashString, type Rng } from './seeded-random';
import type { Meal, PropertyType } from './types';

/** Nightly AED for a standard room by stars, before area and property-type factors. */
const BASE_AED_BY_STARS: Record<2 | 3 | 4 | 5, number> = { 2: 170, 3: 310, 4: 540, 5: 1050 };
const TYPE_PRICE_FACTOR: Record<PropertyType, number> = {
  hotel: 1,
  apartment: 0.9,
  resort: 1.3,
  hostel: 0.4,
  guesthouse: 0.7,
  villa: 2.2,
};
const BREAKFAST_AED_BY_STARS: Record<2 | 3 | 4 | 5, number> = { 2: 25, 3: 45, 4: 75, 5: 120 };
const RATING_RANGE: Record<2 | 3 | 4 | 5, readonly [number, number]> = {
  2: [6.0, 7.9],
  3: [6.6, 8.7],
  4: [7.3, 9.4],
  5: [8.0, 9.8],
};

export interface BuildContext {
  /** Names already given; the builder adds the new one. */
  usedNames: Set<string>;
  usedIds: Set<string>;
  hid: number;
  /** Add a number to the name when the combinations run out (large benchmark sets). */
  allowNumberedNames: boolean;
  /** Next number to try per base name, so numbering stays linear in the hotel count. */
  nameCounters: Map<string, number>;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

function pickStars(rng: Rng, area: DubaiArea, type: PropertyType): 2 | 3 | 4 | 5 {
  if (type === 'hostel') return 2;
  if (type === 'guesthouse') return rng.chance(0.6) ? 2 : 3;
  if (type === 'villa' || type === 'resort') return rng.chance(0.65) ? 5 : 4;
  const [w2, w3, w4, w5] = area.starWeights;
  const weights: [2 | 3 | 4 | 5, number][] =
    type === 'apartment'
      ? [
          [3, w3 + w2],
          [4, w4 + w5 / 2],
        ]
      : [
          [2, w2],
          [3, w3],
          [4, w4],
          [5, w5],
        ];
  return rng.weighted(weights);
}

function pickName(rng: Rng, area: DubaiArea, type: PropertyType, ctx: BuildContext): LocalizedName {
  const templates = NAME_TEMPLATES[type];
  // Few attempts in numbered mode: once combinations run out, retrying only burns time.
  const attempts = ctx.allowNumberedNames ? 6 : 60;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const name = fillTemplate(rng.pick(templates), rng.pick(NAME_PREFIXES), area.short);
    if (!ctx.usedNames.has(name.en)) return name;
  }
  if (!ctx.allowNumberedNames) throw new Error(`ran out of hotel names for ${area.slug}/${type}`);
  const base = fillTemplate(rng.pick(templates), rng.pick(NAME_PREFIXES), area.short);
  let n = ctx.nameCounters.get(base.en) ?? 2;
  while (ctx.usedNames.has(`${base.en} ${n}`)) n++;
  ctx.nameCounters.set(base.en, n + 1);
  return { en: `${base.en} ${n}`, ar: `${base.ar} ${n}` };
}

/** Uniform point in a disc around one of the area's anchors. */
function pickPoint(rng: Rng, area: DubaiArea): { latitude: number; longitude: number } {
  const anchor = rng.weighted(area.anchors.map((a) => [a, a.radiusM * a.radiusM] as const));
  const distance = anchor.radiusM * Math.sqrt(rng.next());
  const bearing = rng.next() * 2 * Math.PI;
  const dLat = (distance * Math.cos(bearing)) / 111_320;
  const dLng = (distance * Math.sin(bearing)) / (111_320 * Math.cos((anchor.latitude * Math.PI) / 180));
  const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
  return { latitude: round6(anchor.latitude + dLat), longitude: round6(anchor.longitude + dLng) };
}

function pickAmenities(rng: Rng, type: PropertyType, stars: number, beach: boolean): string[] {
  const set = new Set<string>(['wifi', 'air-conditioning', 'non-smoking']);
  if (type !== 'guesthouse' && type !== 'villa') set.add('24h-reception');
  if (type !== 'hostel') set.add('elevator');
  if (stars >= 3 || type === 'villa') set.add('parking');
  if (stars >= 4 || type === 'resort')
    ['pool', 'fitness', 'restaurant', 'room-service', 'concierge'].forEach((a) => set.add(a));
  if (stars === 5) ['spa', 'bar'].forEach((a) => set.add(a));
  if (type === 'resort') ['spa', 'kids-club', 'garden'].forEach((a) => set.add(a));
  if (beach && (type === 'resort' || type === 'villa' || (stars >= 4 && rng.chance(0.5)))) set.add('beach');
  if (type === 'apartment' || type === 'villa') set.add('kitchen');
  if (type === 'hostel' || type === 'guesthouse') set.add('shared-lounge');
  const optional = ['laundry', 'airport-shuttle', 'business-centre', 'metro-nearby', 'pets-allowed', 'garden'];
  for (const a of optional) if (rng.chance(a === 'pets-allowed' ? 0.08 : 0.35)) set.add(a);
  if (stars <= 3 && rng.chance(0.4)) set.add('restaurant');
  return [...set];
}

function pickMeals(rng: Rng, type: PropertyType, stars: number): Meal[] {
  if (type === 'hostel' || type === 'guesthouse') return rng.chance(0.5) ? ['nomeal', 'breakfast'] : ['nomeal'];
  if (type === 'apartment') return rng.chance(0.4) ? ['nomeal', 'breakfast'] : ['nomeal'];
  if (type === 'resort')
    return rng.chance(0.5) ? ['breakfast', 'half-board', 'all-inclusive'] : ['breakfast', 'half-board'];
  if (type === 'villa') return ['nomeal', 'breakfast', 'half-board'];
  if (stars >= 4) return rng.chance(0.5) ? ['nomeal', 'breakfast', 'half-board'] : ['breakfast', 'half-board'];
  return ['nomeal', 'breakfast'];
}

function pickRoomTemplates(rng: Rng, type: PropertyType, stars: number): RoomTemplate[] {
  const [entry, ...rest] = ROOM_TEMPLATES[type];
  const count =
    type === 'hotel'
      ? stars === 2
        ? rng.int(2, 3)
        : stars === 3
          ? rng.int(3, 4)
          : rng.int(4, 6)
      : rng.int(2, Math.min(4, rest.length + 1));
  // The first template is the entry room every property has; the rest are a seeded sample.
  const chosen = [entry, ...rng.sample(rest, count - 1)];
  return chosen.sort((a, b) => a.priceFactor - b.priceFactor || a.id.localeCompare(b.id));
}

function toRoomType(rng: Rng, t: RoomTemplate, baseAed: number, beach: boolean): InventoryRoomType {
  const amenities =
    beach || !t.amenities.includes('sea-view') ? [...t.amenities] : t.amenities.filter((a) => a !== 'sea-view');
  return {
    id: t.id,
    kind: t.kind,
    name: t.name,
    bed: t.bed,
    maxOccupancy: t.maxOccupancy,
    maxAdults: t.maxAdults,
    sizeSqm: rng.int(t.sizeSqm[0], t.sizeSqm[1]),
    meals: [],
    basePriceMinor: Math.max(50, Math.round(baseAed * t.priceFactor)) * 100,
    baseAllotment: t.allotment,
    amenities,
    rgExt: {
      class: t.rgClass,
      quality: t.rgQuality,
      sex: 0,
      bathroom: 2,
      bedding: t.bed === 'twin' ? 4 : 3,
      family: t.kind === 'family' ? 1 : 0,
      capacity: t.maxOccupancy,
      club: 0,
    },
  };
}

export function buildHotel(rng: Rng, area: DubaiArea, ctx: BuildContext): InventoryHotel {
  const propertyType = rng.weighted(area.propertyWeights);
  const stars = pickStars(rng, area, propertyType);
  const name = pickName(rng, area, propertyType, ctx);
  ctx.usedNames.add(name.en);
  let id = slugify(name.en);
  for (let n = 2; ctx.usedIds.has(id); n++) id = `${slugify(name.en)}_${n}`;
  ctx.usedIds.add(id);

  const point = pickPoint(rng, area);
  const [rMin, rMax] = RATING_RANGE[stars];
  const rating = Math.round(rng.float(rMin, rMax) * 10) / 10;
  const baseAed = Math.round(
    BASE_AED_BY_STARS[stars] * area.priceFactor * TYPE_PRICE_FACTOR[propertyType] * rng.float(0.85, 1.15),
  );
  const meals = pickMeals(rng, propertyType, stars);
  const roomTypes = pickRoomTemplates(rng, propertyType, stars).map((t) => ({
    ...toRoomType(rng, t, baseAed, area.beach),
    meals,
  }));
  const freeCancellationDays = rng.weighted<number | null>([
    [1, 3],
    [2, 3],
    [3, 3],
    [7, 1.2],
    [null, 1.5],
  ]);
  const breakfast = BREAKFAST_AED_BY_STARS[stars] * 100;
  const street = rng.pick(area.streets);
  const building = rng.int(1, 240);
  const scarce = rng.chance(0.18);

  return {
    id,
    hid: ctx.hid,
    name,
    area: area.slug,
    regionId: area.regionId,
    address: {
      en: `${building} ${street.en}, ${area.name.en}, Dubai`,
      ar: `${building} ${street.ar}، ${area.name.ar}، دبي`,
    },
    latitude: point.latitude,
    longitude: point.longitude,
    stars,
    rating: Math.min(9.8, Math.max(6.0, rating)),
    reviewCount: rng.int(15, 400) * (stars - 1),
    propertyType,
    amenities: pickAmenities(rng, propertyType, stars, area.beach),
    imageCount: rng.int(4, 7),
    roomTypes,
    cancellation: {
      freeCancellationDays,
      penaltyPercent: rng.pick([20, 30, 50, 50, 100]),
      nonRefundableDiscountPercent: rng.pick([8, 10, 12, 15]),
    },
    mealSupplementMinor: {
      breakfast,
      'half-board': Math.round((breakfast * 2.4) / 100) * 100,
      'full-board': Math.round((breakfast * 3.2) / 100) * 100,
      'all-inclusive': Math.round((breakfast * 4) / 100) * 100,
    },
    checkInTime: propertyType === 'hostel' ? '14:00' : '15:00',
    checkOutTime: '12:00',
    phone: `+971 4 ${rng.int(200, 899)} ${String(rng.int(0, 9999)).padStart(4, '0')}`,
    email: `stay@${id.replace(/_/g, '-')}.example`,
    postalCode: area.postalCode,
    description: describeHotel(propertyType, stars, area.name, roomTypes.length),
    seed: hashString(id),
    scarcity: scarce ? rng.float(0.25, 0.45) : rng.float(0.75, 1),
  };
}

// Every seeded place (activity branches, hotels) lies on the land of the maps' built-in outline, or within a
// short distance of its coast (the outline is hand-drawn to ~100 m): a plan stop or a pin is never drawn in the sea.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distanceToRingM, insideRing, type Position, type Ring } from '../../../../shared-ui/src/map/geo';
import { DESTINATIONS } from '../../modules/plans/constants';
import { dubaiInventory } from '../../providers/hotel-supply/dubai-inventory';
import activities from './data/activities.json';

const COAST_TOLERANCE_M = 100;

type Geometry = { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };
const outline = JSON.parse(
  readFileSync(path.join(__dirname, '../../../../shared-ui/src/map/dubai-outline.json'), 'utf8'),
) as { features: Array<{ properties: { kind: string }; geometry: Geometry }> };

const land: Ring[] = outline.features.flatMap((f) => {
  if (f.properties.kind !== 'land' && f.properties.kind !== 'island') return [];
  const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
  return polygons.flatMap((rings) => rings.slice(0, 1));
});

/** Metres into the sea: 0 on land. */
function seaDistanceM(lat: number, lng: number): number {
  const point: Position = [lng, lat];
  return land.some((ring) => insideRing(point, ring))
    ? 0
    : Math.min(...land.map((ring) => distanceToRingM(point, ring)));
}

test('the outline has land and islands to check against', () => {
  expect(land.length).toBeGreaterThan(3);
  expect(seaDistanceM(25.23, 55.17)).toBeGreaterThan(3000); // the Gulf off Jumeirah
  expect(seaDistanceM(25.1972, 55.2744)).toBe(0); // Downtown
});

test('every activity branch is on land', () => {
  const wet = activities.flatMap((a) =>
    a.branches
      .map((b) => ({ where: `${a.slug}: ${b.name.en}`, metres: Math.round(seaDistanceM(b.lat, b.lng)) }))
      .filter((b) => b.metres > COAST_TOLERANCE_M),
  );
  expect(wet).toEqual([]);
});

test('every hotel is on land', () => {
  const wet = dubaiInventory()
    .map((h) => ({ hid: h.hid, metres: Math.round(seaDistanceM(h.latitude, h.longitude)) }))
    .filter((h) => h.metres > COAST_TOLERANCE_M);
  expect(wet).toEqual([]);
});

test("every plan destination (the day map's hotel) is on land", () => {
  const wet = DESTINATIONS.map((d) => ({ slug: d.slug, metres: Math.round(seaDistanceM(d.at.lat, d.at.lng)) })).filter(
    (d) => d.metres > COAST_TOLERANCE_M,
  );
  expect(wet).toEqual([]);
});

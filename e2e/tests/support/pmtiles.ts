// A small PMTiles v3 archive of Dubai in the Protomaps basemap schema, built by hand for the map journeys: the
// outline's land as `earth`, the sea as `water`, a motorway in `roads` and area names (with name:ar) in `places`,
// as Mapbox Vector Tiles at one zoom. Enough for protomaps-leaflet to draw a real basemap from a real archive.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { zxyToTileId } from 'pmtiles';

type Position = [number, number];
const EXTENT = 4096;

// ---- protobuf, the few wire types MVT needs ----
function varint(n: number): number[] {
  const out: number[] = [];
  let v = n;
  while (v > 127) {
    out.push((v % 128) | 128);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
}
const zigzag = (n: number) => (n < 0 ? -2 * n - 1 : 2 * n);
const key = (field: number, wire: number) => varint(field * 8 + wire);
const bytesField = (field: number, data: number[] | Buffer) => [...key(field, 2), ...varint(data.length), ...data];
const varintField = (field: number, n: number) => [...key(field, 0), ...varint(n)];
const stringField = (field: number, s: string) => bytesField(field, Buffer.from(s, 'utf8'));
const packed = (field: number, values: number[]) => bytesField(field, values.flatMap(varint));

// ---- geometry in tile pixels ----
function project([lng, lat]: Position, z: number): Position {
  const n = 2 ** z;
  const x = ((lng + 180) / 360) * n;
  const s = Math.sin((lat * Math.PI) / 180);
  const y = (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * n;
  return [x, y];
}
const area = (ring: Position[]) =>
  ring.reduce((sum, [x, y], i) => {
    const [nx, ny] = ring[(i + 1) % ring.length] as Position;
    return sum + (x * ny - nx * y);
  }, 0);

/** MoveTo/LineTo/ClosePath commands for rings (closed) or a line, from tile pixel positions. */
function commands(parts: Position[][], closed: boolean): number[] {
  const out: number[] = [];
  let cx = 0;
  let cy = 0;
  for (const part of parts) {
    const pts = closed ? part.slice(0, -1) : part;
    pts.forEach(([x, y], i) => {
      if (i === 0) out.push(1 | (1 << 3));
      else if (i === 1) out.push(2 | ((pts.length - 1) << 3));
      const rx = Math.round(x);
      const ry = Math.round(y);
      out.push(zigzag(rx - cx), zigzag(ry - cy));
      cx = rx;
      cy = ry;
    });
    if (closed) out.push(7 | (1 << 3));
  }
  return out;
}

interface Feature {
  type: 1 | 2 | 3;
  geometry: number[];
  props: Record<string, string | number>;
}

function layer(name: string, features: Feature[]): number[] {
  const keys: string[] = [];
  const values: Array<string | number> = [];
  const index = <T>(list: T[], v: T) => (list.includes(v) ? list.indexOf(v) : list.push(v) - 1);
  const encoded = features.map((f) => {
    const tags = Object.entries(f.props).flatMap(([k, v]) => [index(keys, k), index(values, v)]);
    return bytesField(2, [...packed(2, tags), ...varintField(3, f.type), ...packed(4, f.geometry)]);
  });
  return bytesField(3, [
    ...varintField(15, 2),
    ...stringField(1, name),
    ...encoded.flat(),
    ...keys.flatMap((k) => stringField(3, k)),
    ...values.flatMap((v) => bytesField(4, typeof v === 'string' ? stringField(1, v) : varintField(5, v))),
    ...varintField(5, EXTENT),
  ]);
}

const outline = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../shared-ui/src/map/dubai-outline.json'), 'utf8'),
) as {
  features: Array<{
    properties: { kind: string; en?: string; ar?: string };
    geometry: { type: string; coordinates: unknown };
  }>;
};

function landRings(): Position[][] {
  return outline.features.flatMap((f) => {
    if (f.properties.kind !== 'land' && f.properties.kind !== 'island') return [];
    const polys =
      f.geometry.type === 'Polygon'
        ? [f.geometry.coordinates as Position[][]]
        : (f.geometry.coordinates as Position[][][]);
    return polys.map((p) => p[0] as Position[]);
  });
}

// Sheikh Zayed Road, roughly: a motorway to see streets on the map.
const MOTORWAY: Position[] = [
  [55.02, 24.98],
  [55.14, 25.07],
  [55.2, 25.12],
  [55.27, 25.19],
  [55.29, 25.23],
];

function tile(z: number, x: number, y: number): Buffer {
  const toTile = (p: Position): Position => {
    const [px, py] = project(p, z);
    return [(px - x) * EXTENT, (py - y) * EXTENT];
  };
  const rings = landRings().map((r) => r.map(toTile));
  // Exterior rings clockwise on screen (positive area with y down), holes the other way.
  const cw = (r: Position[]) => (area(r) > 0 ? r : [...r].reverse());
  const ccw = (r: Position[]) => (area(r) < 0 ? r : [...r].reverse());
  const square: Position[] = [
    [-64, -64],
    [EXTENT + 64, -64],
    [EXTENT + 64, EXTENT + 64],
    [-64, EXTENT + 64],
    [-64, -64],
  ];
  const earth = rings.map((r) => ({ type: 3 as const, geometry: commands([cw(r)], true), props: { kind: 'earth' } }));
  const water = [
    { type: 3 as const, geometry: commands([cw(square), ...rings.map(ccw)], true), props: { kind: 'ocean' } },
  ];
  const roads = [
    {
      type: 2 as const,
      geometry: commands([MOTORWAY.map(toTile)], false),
      props: { kind: 'highway', name: 'Sheikh Zayed Road', 'name:ar': 'شارع الشيخ زايد' },
    },
  ];
  const places = outline.features
    .filter((f) => f.properties.kind === 'label' && f.properties.en && f.properties.ar)
    .map((f) => ({
      type: 1 as const,
      geometry: commands([[toTile(f.geometry.coordinates as Position)]], false),
      props: {
        kind: 'locality',
        name: f.properties.en as string,
        'name:ar': f.properties.ar as string,
        min_zoom: 6,
        population_rank: 10,
      },
    }));
  return Buffer.from([
    ...layer('earth', earth),
    ...layer('water', water),
    ...layer('roads', roads),
    ...layer('places', places),
  ]);
}

/** Tile columns and rows covering Dubai at zoom z. */
function dubaiTiles(z: number): Array<[number, number]> {
  const [x0, y0] = project([54.95, 25.4], z).map(Math.floor) as Position;
  const [x1, y1] = project([55.6, 24.9], z).map(Math.floor) as Position;
  const out: Array<[number, number]> = [];
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) out.push([x, y]);
  return out;
}

/** The archive: header, one root directory (no compression), empty metadata, the tiles in tile id order. */
export function dubaiPmtiles(z = 10): Buffer {
  const tiles = dubaiTiles(z)
    .map(([x, y]) => ({ id: zxyToTileId(z, x, y), data: tile(z, x, y) }))
    .sort((a, b) => a.id - b.id);
  let offset = 0;
  const entries = tiles.map((t) => {
    const e = { id: t.id, offset, length: t.data.length };
    offset += t.data.length;
    return e;
  });
  let last = 0;
  const dir = Buffer.from([
    ...varint(entries.length),
    ...entries.flatMap((e) => {
      const delta = e.id - last;
      last = e.id;
      return varint(delta);
    }),
    ...entries.flatMap(() => varint(1)), // run lengths
    ...entries.flatMap((e) => varint(e.length)),
    // Offsets: 0 means "right after the previous tile".
    ...entries.flatMap((e, i) => varint(i === 0 ? e.offset + 1 : 0)),
  ]);
  const metadata = Buffer.from('{}');
  const data = Buffer.concat(tiles.map((t) => t.data));
  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (at: number, v: number) => header.writeBigUInt64LE(BigInt(v), at);
  u64(8, 127);
  u64(16, dir.length);
  u64(24, 127 + dir.length);
  u64(32, metadata.length);
  u64(40, 0);
  u64(48, 0);
  u64(56, 127 + dir.length + metadata.length);
  u64(64, data.length);
  u64(72, tiles.length);
  u64(80, tiles.length);
  u64(88, tiles.length);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(1, 99); // tile type: MVT
  header.writeUInt8(z, 100);
  header.writeUInt8(z, 101);
  const e7 = (at: number, v: number) => header.writeInt32LE(Math.round(v * 1e7), at);
  e7(102, 54.95);
  e7(106, 24.9);
  e7(110, 55.6);
  e7(114, 25.4);
  header.writeUInt8(z, 118);
  e7(119, 55.27);
  e7(123, 25.2);
  return Buffer.concat([header, dir, metadata, data]);
}

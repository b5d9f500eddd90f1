import { createClusterIndex, fanOffsets, separateNearby } from './pins';

const marina = { lat: 25.0805, lng: 55.1403 };
const deira = { lat: 25.271, lng: 55.3075 };

describe('clustering', () => {
  const pins = [
    { id: 'a', ...marina },
    { id: 'b', lat: marina.lat + 0.001, lng: marina.lng },
    { id: 'c', ...deira },
  ];
  const at = createClusterIndex(pins, { radiusPx: 60, maxZoom: 15 });

  it('joins pins that would overlap at city zoom and keeps a far one alone', () => {
    const placed = at(11);
    const cluster = placed.find((p) => p.kind === 'cluster');
    expect(cluster?.kind === 'cluster' && cluster.members.map((m) => m.id).sort()).toEqual(['a', 'b']);
    expect(placed.filter((p) => p.kind === 'pin').map((p) => (p.kind === 'pin' ? p.pin.id : ''))).toEqual(['c']);
    expect(cluster?.kind === 'cluster' && cluster.expansionZoom).toBeGreaterThan(11);
  });

  it('shows every pin once zoomed in past the cluster zoom', () => {
    expect(at(17).map((p) => p.kind)).toEqual(['pin', 'pin', 'pin']);
  });
});

describe('fanning out pins at one place', () => {
  it('puts up to eight on a circle no two closer than the gap', () => {
    const offsets = fanOffsets(6, 34);
    expect(offsets).toHaveLength(6);
    for (let i = 0; i < offsets.length; i++)
      for (let j = i + 1; j < offsets.length; j++) {
        const [a, b] = [offsets[i], offsets[j]];
        expect(Math.hypot((a?.x ?? 0) - (b?.x ?? 0), (a?.y ?? 0) - (b?.y ?? 0))).toBeGreaterThanOrEqual(30);
      }
    expect(offsets[0]?.x).toBe(0);
    expect(offsets[0]?.y).toBeLessThan(0);
  });

  it('winds more than eight on a spiral without overlaps', () => {
    const offsets = fanOffsets(20, 30);
    const distances = offsets.flatMap((a, i) => offsets.slice(i + 1).map((b) => Math.hypot(a.x - b.x, a.y - b.y)));
    expect(Math.min(...distances)).toBeGreaterThanOrEqual(20);
  });

  it('moves only the pins that share a place, around their centre', () => {
    const moved = separateNearby([
      { id: 'mall-1', x: 100, y: 100 },
      { id: 'mall-2', x: 104, y: 102 },
      { id: 'alone', x: 300, y: 100 },
    ]);
    expect([...moved.keys()].sort()).toEqual(['mall-1', 'mall-2']);
    const a = moved.get('mall-1') ?? { x: 0, y: 0 };
    const b = moved.get('mall-2') ?? { x: 0, y: 0 };
    expect(Math.hypot(100 + a.x - (104 + b.x), 100 + a.y - (102 + b.y))).toBeGreaterThanOrEqual(25);
  });
});

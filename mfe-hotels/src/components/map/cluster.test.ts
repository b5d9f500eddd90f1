import { clusterMarkers } from './cluster';

// A flat projection: one degree = 1000 px.
const project = (lat: number, lng: number) => ({ x: lng * 1000, y: -lat * 1000 });

describe('map marker clustering', () => {
  it('groups markers in one screen cell and keeps apart the others', () => {
    const clusters = clusterMarkers(
      [
        { id: 'a', lat: 25.001, lng: 55.001, price: 500 },
        { id: 'b', lat: 25.002, lng: 55.003, price: 300 },
        { id: 'c', lat: 25.5, lng: 55.5, price: 900 },
      ],
      project,
    );
    expect(clusters).toHaveLength(2);
    const pair = clusters.find((c) => c.members.length === 2);
    expect(pair?.price).toBe(300);
    expect(pair?.lat).toBeCloseTo(25.0015, 6);
    expect(pair?.lng).toBeCloseTo(55.002, 6);
    expect(clusters.find((c) => c.members.length === 1)?.id).toBe('c');
  });

  it('splits a cluster when zoomed in (bigger projection)', () => {
    const markers = [
      { id: 'a', lat: 25.001, lng: 55.001, price: 1 },
      { id: 'b', lat: 25.002, lng: 55.003, price: 2 },
    ];
    expect(clusterMarkers(markers, (lat, lng) => ({ x: lng * 100_000, y: -lat * 100_000 }))).toHaveLength(2);
    expect(clusterMarkers([], project)).toEqual([]);
  });
});

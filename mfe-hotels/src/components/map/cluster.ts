// Groups map markers that would overlap on screen: a grid of `cellPx` squares in screen pixels at
// the current zoom; every cell with more than one marker becomes one cluster at their centre.
import { at } from '@jad/shared-ui/checked';

export interface ClusterInput {
  id: string;
  lat: number;
  lng: number;
  price: number;
}

export interface Cluster {
  id: string;
  lat: number;
  lng: number;
  /** Cheapest price in the cluster. */
  price: number;
  members: ClusterInput[];
}

export function clusterMarkers(
  markers: readonly ClusterInput[],
  project: (lat: number, lng: number) => { x: number; y: number },
  cellPx = 64,
): Cluster[] {
  const cells = new Map<string, ClusterInput[]>();
  for (const m of markers) {
    const p = project(m.lat, m.lng);
    const key = `${Math.floor(p.x / cellPx)}:${Math.floor(p.y / cellPx)}`;
    const list = cells.get(key);
    if (list) list.push(m);
    else cells.set(key, [m]);
  }
  return [...cells.values()].map((members) => ({
    id: members.length === 1 ? at(members, 0).id : `cluster:${members.map((m) => m.id).sort()[0]}:${members.length}`,
    lat: members.reduce((s, m) => s + m.lat, 0) / members.length,
    lng: members.reduce((s, m) => s + m.lng, 0) / members.length,
    price: Math.min(...members.map((m) => m.price)),
    members,
  }));
}

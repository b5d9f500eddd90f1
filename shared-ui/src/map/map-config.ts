// Where the map's background comes from, as the api's GET /map/config answers it (api/src/modules/map-config).
// Parsed by hand rather than with zod: this entry loads with every map and zod would triple its own size.

export type MapTiles =
  /** A raster XYZ template, `https://…/{z}/{x}/{y}.png`. */
  | { kind: 'raster'; url: string; attribution: string }
  /** One PMTiles archive in the Protomaps basemap schema (vector), read with HTTP range requests. */
  | { kind: 'pmtiles'; url: string; attribution: string };

export interface MapConfig {
  /** null: no tile source is configured, the built-in outline is drawn and no request leaves the site. */
  tiles: MapTiles | null;
}

export const OUTLINE_ONLY: MapConfig = { tiles: null };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Only http(s) URLs or paths of this site: a `javascript:` or `data:` URL never becomes a tile source. */
function safeUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url.length === 0) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\/[^/]/i.test(url) ? url : null;
}

/** The config from an answer; anything malformed falls back to the outline (a map always draws). */
export function parseMapConfig(answer: unknown): MapConfig {
  if (!isRecord(answer) || !isRecord(answer.tiles)) return OUTLINE_ONLY;
  const { kind, url, attribution } = answer.tiles;
  const safe = safeUrl(url);
  if ((kind !== 'raster' && kind !== 'pmtiles') || !safe || typeof attribution !== 'string' || !attribution.trim())
    return OUTLINE_ONLY;
  if (kind === 'raster' && !['{z}', '{x}', '{y}'].every((p) => safe.includes(p))) return OUTLINE_ONLY;
  return { tiles: { kind, url: safe, attribution: attribution.trim() } };
}

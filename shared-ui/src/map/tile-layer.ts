// The configured tile source as a Leaflet layer: raster XYZ through L.tileLayer, a PMTiles archive through
// protomaps-leaflet (vector tiles painted on canvas with the Protomaps basemap style), loaded only when used.
import L from 'leaflet';
import type { Lang } from '@jad/shared-ui';
import type { MapTiles } from './map-config';

export async function createTileLayer(tiles: MapTiles, mode: 'light' | 'dark', lang: Lang): Promise<L.Layer> {
  if (tiles.kind === 'raster') {
    return L.tileLayer(tiles.url, {
      attribution: escapeAttribution(tiles.attribution),
      maxZoom: 19,
      // Raster tiles are drawn for daylight: dark mode dims them with a CSS filter (see mapBoxSx).
      className: 'jad-map-raster',
    });
  }
  const { createPmtilesLayer } = await import(/* webpackChunkName: "protomaps" */ './pmtiles-layer');
  return createPmtilesLayer(tiles.url, { mode, lang, attribution: escapeAttribution(tiles.attribution) });
}

/** Leaflet writes attributions as HTML: the configured text is shown as text. */
export function escapeAttribution(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

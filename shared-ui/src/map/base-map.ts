// A Leaflet map with the app's controls: zoom, a scale in the page's language and an attribution whenever tiles
// are drawn, all on the mirrored side in Arabic. The map pane itself stays left-to-right (Leaflet positions
// everything in ltr pixels; an rtl container shifted centred labels by half their width).
import L from 'leaflet';
import { addMetricScale, i18n, type Lang } from '@jad/shared-ui';
import type { MapConfig } from './map-config';
import { createOutlineLayer } from './outline-layer';
import type { MapPalette } from './palette';
import { createTileLayer } from './tile-layer';

export interface BaseMapOptions {
  lang: Lang;
  scrollWheelZoom?: boolean;
  minZoom?: number;
  maxZoom?: number;
}

/** Where a control goes: the start side in the page's reading direction. */
export function mirrored(position: L.ControlPosition, lang: Lang): L.ControlPosition {
  if (lang !== 'ar') return position;
  return position.endsWith('left')
    ? (position.replace('left', 'right') as L.ControlPosition)
    : (position.replace('right', 'left') as L.ControlPosition);
}

export function createBaseMap(node: HTMLElement, options: BaseMapOptions): L.Map {
  const { lang } = options;
  node.dir = 'ltr';
  const map = L.map(node, {
    zoomControl: false,
    attributionControl: false,
    scrollWheelZoom: options.scrollWheelZoom ?? true,
    minZoom: options.minZoom ?? 8,
    maxZoom: options.maxZoom ?? 17,
    zoomSnap: 0.5,
  });
  const t = (key: string) => i18n.t(`map.${key}`, { lng: lang });
  L.control
    .zoom({ position: mirrored('topleft', lang), zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') })
    .addTo(map);
  addMetricScale(L, map, lang, mirrored('bottomleft', lang));
  L.control.attribution({ position: mirrored('bottomright', lang), prefix: false }).addTo(map);
  for (const control of node.querySelectorAll<HTMLElement>('.leaflet-control'))
    control.dir = lang === 'ar' ? 'rtl' : 'ltr';
  return map;
}

/**
 * Puts the configured background under the map: the tile layer, or the outline when none is configured or
 * the tile library failed to load. Returns a function that takes it off again.
 */
export function setBackground(map: L.Map, config: MapConfig, palette: MapPalette, lang: Lang): () => void {
  let layer: L.Layer | null = null;
  let gone = false;
  const put = (next: L.Layer) => {
    if (gone) return;
    layer = next.addTo(map);
  };
  map.getContainer().style.background = palette.sea;
  if (config.tiles) {
    createTileLayer(config.tiles, palette.mode, lang).then(put, () => put(createOutlineLayer(map, palette, lang)));
  } else put(createOutlineLayer(map, palette, lang));
  return () => {
    gone = true;
    if (layer) map.removeLayer(layer);
  };
}

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { addMetricScale } from '@jad/shared-ui';
import { CREEK, LAND, PALM, PLACES } from './dubai-geography';
import { localized } from '@jad/shared-ui';

export interface MapColours {
  sea: string;
  land: string;
  ink: string;
  font: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
export { escapeHtml };

/**
 * A Leaflet map drawn without tiles (there is no tile server to call): the sea is the container's
 * background, then the mainland, the Palm and the Creek as vector shapes, area names and a scale.
 */
export function createBaseMap(
  node: HTMLElement,
  colours: MapColours,
  lang: 'en' | 'ar',
  options: { scrollWheelZoom?: boolean } = {},
): L.Map {
  node.style.background = colours.sea;
  const map = L.map(node, {
    zoomControl: true,
    attributionControl: false,
    scrollWheelZoom: options.scrollWheelZoom ?? true,
    minZoom: 9,
    maxZoom: 17,
    zoomSnap: 0.5,
  });
  const shape = {
    stroke: true,
    color: colours.ink,
    opacity: 0.3,
    weight: 1,
    fillColor: colours.land,
    fillOpacity: 1,
    interactive: false,
  };
  L.polygon(LAND, shape).addTo(map);
  for (const ring of PALM) L.polygon(ring, shape).addTo(map);
  L.polyline(CREEK, { color: colours.sea, weight: 7, interactive: false }).addTo(map);
  for (const place of PLACES) {
    L.marker([place.lat, place.lng], {
      interactive: false,
      keyboard: false,
      icon: L.divIcon({
        className: 'jad-hotels-map-label',
        html: `<span style="color:${colours.ink};font:${place.sea ? 'italic 600 13px' : '600 11px'} ${colours.font};white-space:nowrap;opacity:.75;pointer-events:none">${escapeHtml(localized(lang, place.en, place.ar))}</span>`,
        iconSize: [0, 0],
      }),
    }).addTo(map);
  }
  addMetricScale(L, map, lang);
  return map;
}

export function mapColours(mode: 'light' | 'dark', ink: string, font: string): MapColours {
  return mode === 'dark'
    ? { sea: '#0f2a3d', land: '#2b2f36', ink, font }
    : { sea: '#bfe0f2', land: '#f2ecdf', ink, font };
}

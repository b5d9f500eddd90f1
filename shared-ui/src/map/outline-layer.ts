// The built-in background when no tile source is configured: one hand-drawn GeoJSON of Dubai (land, Palm
// Jumeirah, Bluewaters, the Creek, area names), drawn with Leaflet's vector layers. No request leaves the site.
import L from 'leaflet';
import type { Lang } from '@jad/shared-ui';
import outline from './dubai-outline.json';
import type { MapPalette } from './palette';

interface OutlineProps {
  kind: 'land' | 'island' | 'creek' | 'label';
  label?: 'sea' | 'area' | 'minor';
  en?: string;
  ar?: string;
}

export const DUBAI_OUTLINE = outline as GeoJSON.FeatureCollection<GeoJSON.Geometry, OutlineProps>;

/** A text label centred on its point whatever the page direction (the map pane is always laid out ltr). */
export function labelIcon(text: string, className: string, lang: Lang): L.DivIcon {
  const span = document.createElement('span');
  span.textContent = text;
  span.lang = lang;
  span.dir = lang === 'ar' ? 'rtl' : 'ltr';
  return L.divIcon({ className: `jad-map-label ${className}`, html: span, iconSize: [0, 0] });
}

/**
 * Panes of their own under Leaflet's overlay pane (400): the outline arrives after a map's routes and pins (it waits
 * for the config), and in the shared vector pane it would be drawn over them.
 */
function outlinePanes(map: L.Map): { shapes: string; labels: string } {
  const make = (name: string, z: number) => {
    const pane = map.getPane(name) ?? map.createPane(name);
    pane.style.zIndex = String(z);
    pane.style.pointerEvents = 'none';
    return name;
  };
  return { shapes: make('jadOutline', 250), labels: make('jadOutlineLabels', 260) };
}

export function createOutlineLayer(map: L.Map, palette: MapPalette, lang: Lang): L.LayerGroup {
  const panes = outlinePanes(map);
  const group = L.layerGroup();
  const shape: L.PathOptions = {
    stroke: true,
    color: palette.ink,
    opacity: 0.35,
    weight: 1,
    fillColor: palette.land,
    fillOpacity: 1,
  };
  L.geoJSON(DUBAI_OUTLINE, {
    pane: panes.shapes,
    interactive: false,
    filter: (f) => f.properties.kind !== 'label',
    style: (f) =>
      f?.properties.kind === 'creek' ? { color: palette.sea, weight: 7, opacity: 1, lineCap: 'round' } : shape,
  }).addTo(group);
  for (const f of DUBAI_OUTLINE.features) {
    const { kind, label = 'area', en = '', ar = '' } = f.properties;
    if (kind !== 'label' || f.geometry.type !== 'Point') continue;
    const [lng = 0, lat = 0] = f.geometry.coordinates;
    L.marker([lat, lng], {
      pane: panes.labels,
      interactive: false,
      keyboard: false,
      icon: labelIcon(lang === 'ar' ? ar : en, `jad-map-label-${label}`, lang),
    }).addTo(group);
  }
  return group;
}

/** Dubai as a whole, for a first view: south-west and north-east corners. */
export const DUBAI_BOUNDS: L.LatLngBoundsLiteral = [
  [25.04, 55.1],
  [25.3, 55.4],
];

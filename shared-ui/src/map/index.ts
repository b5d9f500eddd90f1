// `@jad/shared-ui/map`: the one map module of the front ends (Leaflet, the configured tiles or the built-in
// outline, pins, clusters, cards, routes). Its own entry, shared through Module Federation but loaded only
// with a page that shows a map. Leaflet is re-exported so a remote never bundles a second copy.
import 'leaflet/dist/leaflet.css';

export { default as L } from 'leaflet';
export { createBaseMap, mirrored, setBackground, type BaseMapOptions } from './base-map';
export { distanceToRingM, insideRing, type Position, type Ring } from './geo';
export { MapBox, mapBoxSx, type MapBoxProps } from './map-box';
export { OUTLINE_ONLY, parseMapConfig, type MapConfig, type MapTiles } from './map-config';
export { createOutlineLayer, DUBAI_BOUNDS, DUBAI_OUTLINE } from './outline-layer';
export { mapPalette, type MapPalette } from './palette';
export { createPinLayer, type MapPin, type PinLayer, type PinLayerOptions, type PinVariant } from './pin-layer';
export { createClusterIndex, fanOffsets, separateNearby, type PinPoint, type Placed } from './pins';
export type { PinCard } from './preview-card';
export { drawRoute, type RouteStyle } from './route';
export { useBaseMap } from './use-base-map';
export { MAP_CONFIG_KEY, useMapConfig } from './use-map-config';

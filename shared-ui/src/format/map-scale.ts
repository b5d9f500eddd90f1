// The map's scale bar in the user's language ("10 كم", "500 متر"): Leaflet's own scale writes "km" and "m"
// in every language. Leaflet is the remotes' dependency, so it is passed in rather than imported here.
import type * as Leaflet from 'leaflet';
import type { Lang } from '../i18n/languages';
import { formatNumber } from './numbers';

/** The label of a scale bar `meters` long: metres under a kilometre, else kilometres. */
export function metricScaleLabel(meters: number, lang: Lang): string {
  return meters < 1000
    ? formatNumber(meters, lang, { style: 'unit', unit: 'meter' })
    : formatNumber(meters / 1000, lang, { style: 'unit', unit: 'kilometer' });
}

interface ScaleInternals {
  _getRoundNum(value: number): number;
  _updateScale(element: HTMLElement, label: string, ratio: number): void;
  _mScale: HTMLElement;
}

/**
 * Adds a metric scale bar whose label is written in `lang` (Leaflet's _updateMetric, with our label), at
 * `position` (the map module passes the mirrored corner in Arabic).
 */
export function addMetricScale(
  L: typeof Leaflet,
  map: Leaflet.Map,
  lang: Lang,
  position: Leaflet.ControlPosition = 'bottomleft',
): Leaflet.Control.Scale {
  const LocalizedScale: new (options: Leaflet.Control.ScaleOptions) => Leaflet.Control.Scale = L.Control.Scale.extend({
    _updateMetric(this: ScaleInternals, maxMeters: number) {
      const meters = this._getRoundNum(maxMeters);
      this._updateScale(this._mScale, metricScaleLabel(meters, lang), meters / maxMeters);
    },
  });
  const scale = new LocalizedScale({ imperial: false, position });
  scale.addTo(map);
  return scale;
}

// A PMTiles archive (Protomaps basemap schema) as a Leaflet layer: vector tiles painted on canvas by
// protomaps-leaflet in the basemap's light or dark style. Its own chunk, loaded only when MAP_PMTILES_URL is set.
import L from 'leaflet';
import { PMTiles } from 'pmtiles';
import { leafletLayer } from 'protomaps-leaflet';

export async function createPmtilesLayer(
  url: string,
  options: { mode: 'light' | 'dark'; lang: string; attribution: string },
): Promise<L.Layer> {
  const archive = new PMTiles(url);
  // Past the archive's deepest zoom (an extract cut at 14, say) its tiles are drawn larger, not left blank.
  const { maxZoom } = await archive.getHeader();
  // protomaps-leaflet extends the global L when its layer is made: this page's Leaflet is the one to extend.
  (globalThis as { L?: typeof L }).L = L;
  // Labels from the archive's name:<lang> (name:ar in Arabic); canvas text is shaped and ordered by the browser.
  return leafletLayer({
    url: archive,
    flavor: options.mode,
    lang: options.lang,
    maxDataZoom: maxZoom,
    attribution: options.attribution,
  }) as unknown as L.Layer;
}

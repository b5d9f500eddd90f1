import { useTheme } from '@mui/material/styles';
import type L from 'leaflet';
import { useAppStore } from '@jad/shared-ui';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { createBaseMap, setBackground, type BaseMapOptions } from './base-map';
import { mapPalette } from './palette';
import { useMapConfig } from './use-map-config';

/**
 * A Leaflet map in the element `ref` points at, with the configured background (tiles or the outline) in the
 * theme's colours and the page's language. Null until it exists and its element has a size; made again when the
 * language changes.
 */
export function useBaseMap(
  ref: RefObject<HTMLElement | null>,
  options: Omit<BaseMapOptions, 'lang'> = {},
): L.Map | null {
  const theme = useTheme();
  const lang = useAppStore((s) => s.lang);
  const config = useMapConfig();
  const [map, setMap] = useState<L.Map | null>(null);
  const palette = useMemo(() => mapPalette(theme), [theme]);
  const { scrollWheelZoom, minZoom, maxZoom } = options;

  useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const m = createBaseMap(node, { lang, scrollWheelZoom, minZoom, maxZoom });
    // The container may get its size after mounting (a tab, a drawer, a lazy chunk, a page held hidden under its first
    // frame): measure again. The map is handed out once it has a size: fitted at 0×0, a view's zoom and centre are
    // wrong, and measuring again later keeps them.
    // The element's own size: Leaflet's getSize keeps its first answer until the map has a view.
    const sized = () => node.clientWidth > 0 && node.clientHeight > 0;
    const ro =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            m.invalidateSize();
            if (sized()) setMap(m);
          });
    ro?.observe(node);
    if (!ro || sized()) setMap(m);
    return () => {
      ro?.disconnect();
      setMap(null);
      m.remove();
    };
  }, [ref, lang, scrollWheelZoom, minZoom, maxZoom]);

  useEffect(() => {
    if (!map || !config) return undefined;
    return setBackground(map, config, palette, lang);
  }, [map, config, palette, lang]);

  return map;
}

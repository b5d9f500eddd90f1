import L from 'leaflet';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { navigate, useAppStore } from '@jad/shared-ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createBaseMap, escapeHtml, mapColours } from '@/components/map/base-map';
import { clusterMarkers, type Cluster } from '@/components/map/cluster';
import { DUBAI_BOUNDS } from '@/components/map/dubai-geography';
import { NS } from '@/i18n';
import type { MarkersResponse } from '@/lib/api-types';
import type { Money } from '@jad/shared-ui';

export type Bounds = [number, number, number, number];

export interface HotelsMapProps {
  markers: MarkersResponse['markers'];
  money: Money;
  /** The hotel hovered in the list, drawn on top and highlighted. */
  highlighted: string | null;
  hrefOf: (hid: string) => string;
  center: { latitude: number; longitude: number } | null;
  /** After the traveller moved or zoomed the map: south, west, north, east. */
  onBounds: (bounds: Bounds) => void;
}

function boundsOf(map: L.Map): Bounds {
  const b = map.getBounds();
  const r = (x: number) => Math.round(x * 10_000) / 10_000;
  return [r(b.getSouth()), r(b.getWest()), r(b.getNorth()), r(b.getEast())];
}

/**
 * Price markers on the tile-less Dubai map, clustered where they would overlap (a cluster shows
 * how many hotels and the lowest price; clicking it zooms in). Moving the map reports its bounds,
 * and the list beside it follows.
 */
export default function HotelsMap({ markers, money, highlighted, hrefOf, center, onBounds }: HotelsMapProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const theme = useTheme();
  const node = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const fitted = useRef(false);
  // The latest props and draw() for the map's own callbacks and effects, which outlive a render.
  const live = useRef({ markers, money, highlighted, hrefOf, onBounds, t, center, draw: () => {} });

  const primary = theme.palette.primary.main;
  const paper = theme.palette.background.paper;
  const ink = theme.palette.text.primary;

  const draw = () => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    const { markers: list, money: fmt, highlighted: hot } = live.current;
    const clusters = clusterMarkers(
      list.map((x) => ({ id: x.hid, lat: x.latitude, lng: x.longitude, price: x.per_night_minor })),
      (lat, lng) => m.project([lat, lng], m.getZoom()),
      84,
    );
    const pill = (c: Cluster) => {
      const single = c.members.length === 1;
      const isHot = c.members.some((x) => x.id === hot);
      const label = single
        ? fmt.format(c.price)
        : live.current.t('map.cluster', { count: c.members.length, price: fmt.format(c.price) });
      const font = theme.typography.fontFamily;
      const shadow = `0 1px 4px ${alpha('#000', 0.35)}`;
      // A single hotel shows its price; a cluster a round badge with its count (the price is in its label).
      const html = single
        ? `<span role="button" tabindex="0" aria-label="${escapeHtml(label)}" data-testid="map-price" style="display:inline-block;transform:translate(-50%,-100%);white-space:nowrap;padding:4px 8px;border-radius:16px;background:${isHot ? ink : paper};color:${isHot ? paper : ink};font:700 12px ${font};box-shadow:${shadow};border:1px solid ${alpha(ink, 0.25)};cursor:pointer">${escapeHtml(label)}</span>`
        : `<span role="button" tabindex="0" aria-label="${escapeHtml(label)}" title="${escapeHtml(label)}" data-testid="map-cluster" style="display:flex;align-items:center;justify-content:center;transform:translate(-50%,-50%);width:${c.members.length > 99 ? 46 : 38}px;height:${c.members.length > 99 ? 46 : 38}px;border-radius:50%;background:${isHot ? ink : primary};color:${isHot ? paper : theme.palette.primary.contrastText};font:700 13px ${font};box-shadow:${shadow};border:3px solid ${alpha(paper, 0.85)};cursor:pointer">${c.members.length}</span>`;
      return L.divIcon({ className: 'jad-hotels-price', html, iconSize: [0, 0] });
    };
    for (const c of clusters) {
      const marker = L.marker([c.lat, c.lng], {
        icon: pill(c),
        keyboard: true,
        zIndexOffset: c.members.some((x) => x.id === hot) ? 1000 : 0,
        title: c.members.length === 1 ? list.find((x) => x.hid === c.id)?.name : undefined,
      });
      marker.on('click', () => {
        if (c.members.length === 1) navigate(live.current.hrefOf(c.id));
        else
          m.fitBounds(L.latLngBounds(c.members.map((x) => [x.lat, x.lng] as L.LatLngTuple)), {
            padding: [60, 60],
            maxZoom: Math.min(m.getMaxZoom(), m.getZoom() + 3),
          });
      });
      marker.addTo(group);
    }
  };
  live.current = { markers, money, highlighted, hrefOf, onBounds, t, center, draw };

  useEffect(() => {
    const el = node.current;
    if (!el) return undefined;
    const m = createBaseMap(
      el,
      mapColours(theme.palette.mode, theme.palette.text.secondary, theme.typography.fontFamily ?? 'sans-serif'),
      lang,
    );
    map.current = m;
    layer.current = L.layerGroup().addTo(m);
    fitted.current = false;
    m.fitBounds(DUBAI_BOUNDS);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const moved = () => {
      live.current.draw();
      clearTimeout(timer);
      // Fitting to the results is not the traveller moving the map.
      if (!fitted.current) return;
      timer = setTimeout(() => live.current.onBounds(boundsOf(m)), 350);
    };
    m.on('moveend', moved);
    // The container may get its size after mounting (a tab or a drawer): measure again.
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => m.invalidateSize());
    ro?.observe(el);
    return () => {
      clearTimeout(timer);
      ro?.disconnect();
      m.remove();
      map.current = null;
      layer.current = null;
    };
  }, [lang, theme.palette.mode, theme.palette.text.secondary, theme.typography.fontFamily]);

  // Fit the first markers of a search once; after that the traveller drives the map.
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!fitted.current && markers.length > 0) {
      m.fitBounds(L.latLngBounds(markers.map((x) => [x.latitude, x.longitude] as L.LatLngTuple)), {
        padding: [40, 40],
        maxZoom: 15,
        animate: false,
      });
      setTimeout(() => {
        fitted.current = true;
      }, 0);
    } else if (!fitted.current && live.current.center) {
      const { center: at } = live.current;
      m.setView([at.latitude, at.longitude], 13, { animate: false });
    }
    live.current.draw();
  }, [markers, highlighted, money.currency, money.rate]);

  return (
    <Box
      ref={node}
      role="region"
      aria-label={t('map.label')}
      data-testid="hotels-map"
      sx={{
        width: '100%',
        height: '100%',
        minHeight: 360,
        borderRadius: 2,
        overflow: 'hidden',
        '& .leaflet-control-zoom a': { color: 'text.primary', bgcolor: 'background.paper' },
      }}
    />
  );
}

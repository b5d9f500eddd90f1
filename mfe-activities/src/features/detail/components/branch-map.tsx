import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addMetricScale, useAppStore, localized } from '@jad/shared-ui';
import type { ActivityBranch } from '@/lib/api-types';
import { NS } from '@/i18n';
import { CREEK, LAND, PALM, PLACES } from '../dubai-geography';

export interface BranchMapProps {
  branches: ActivityBranch[];
  selectedId: string | null;
  onSelect: (branchId: string) => void;
}

/**
 * The branches on a Leaflet map drawn without tiles (no online tile server): sea, a simplified coast,
 * place names, one marker per branch and a scale. Clicking a marker picks that branch.
 */
export default function BranchMap({ branches, selectedId, onSelect }: BranchMapProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<string, L.CircleMarker>());
  const select = useRef(onSelect);
  select.current = onSelect;

  const land = theme.palette.mode === 'dark' ? theme.palette.grey[800] : '#efe6d2';
  const sea = theme.palette.mode === 'dark' ? '#0f2a3d' : '#bfe0f2';
  const ink = theme.palette.text.secondary;

  useEffect(() => {
    const node = container.current;
    if (!node) return undefined;
    const m = L.map(node, {
      zoomControl: true,
      attributionControl: false,
      scrollWheelZoom: false,
      minZoom: 8,
      maxZoom: 16,
    });
    map.current = m;
    L.polygon(
      LAND.map(([lng, lat]) => [lat, lng] as L.LatLngTuple),
      { stroke: true, color: alpha(ink, 0.35), weight: 1, fillColor: land, fillOpacity: 1, interactive: false },
    ).addTo(m);
    for (const ring of PALM) {
      L.polygon(
        ring.map(([lng, lat]) => [lat, lng] as L.LatLngTuple),
        { color: alpha(ink, 0.35), weight: 1, fillColor: land, fillOpacity: 1, interactive: false },
      ).addTo(m);
    }
    L.polyline(
      CREEK.map(([lng, lat]) => [lat, lng] as L.LatLngTuple),
      { color: sea, weight: 6, interactive: false },
    ).addTo(m);
    for (const place of PLACES) {
      L.marker([place.lat, place.lng], {
        interactive: false,
        keyboard: false,
        icon: L.divIcon({
          className: 'jad-map-label',
          html: `<span style="color:${ink};font:${place.sea ? 'italic 600 13px' : '600 11px'} ${theme.typography.fontFamily};white-space:nowrap;opacity:.85">${escapeHtml(localized(lang, place.en, place.ar))}</span>`,
          iconSize: [0, 0],
        }),
      }).addTo(m);
    }
    addMetricScale(L, m, lang);
    const placed = markers.current;
    return () => {
      m.remove();
      map.current = null;
      placed.clear();
    };
  }, [ink, land, lang, sea, theme.typography.fontFamily]);

  useEffect(() => {
    const m = map.current;
    if (!m) return undefined;
    const layer = L.layerGroup().addTo(m);
    markers.current.clear();
    for (const b of branches) {
      const marker = L.circleMarker([b.lat, b.lng], {
        radius: 9,
        weight: 3,
        color: theme.palette.background.paper,
        fillColor: theme.palette.primary.main,
        fillOpacity: 1,
      });
      marker.bindTooltip(escapeHtml(localized(lang, b.name_en, b.name_ar)), { direction: 'top', offset: [0, -8] });
      marker.on('click', () => select.current(b.branch_id));
      marker.addTo(layer);
      markers.current.set(b.branch_id, marker);
    }
    const [only] = branches;
    if (branches.length === 1 && only) m.setView([only.lat, only.lng], 10);
    else if (branches.length > 1)
      m.fitBounds(L.latLngBounds(branches.map((b) => [b.lat, b.lng] as L.LatLngTuple)), {
        padding: [40, 40],
        maxZoom: 13,
      });
    else m.setView([25.2, 55.27], 10);
    return () => {
      layer.remove();
    };
  }, [branches, lang, theme.palette.background.paper, theme.palette.primary.main, ink, land, sea]);

  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const on = id === selectedId;
      marker.setStyle({
        radius: on ? 12 : 9,
        fillColor: on ? theme.palette.secondary.main : theme.palette.primary.main,
      });
      if (on) {
        marker.bringToFront();
        marker.openTooltip();
      }
    }
  }, [selectedId, branches, theme.palette.primary.main, theme.palette.secondary.main]);

  return (
    <Box
      ref={container}
      dir="ltr"
      role="region"
      aria-label={t('detail.mapLabel')}
      data-testid="branch-map"
      sx={{
        height: { xs: 260, md: 340 },
        borderRadius: 3,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: sea,
        '& .leaflet-container': { bgcolor: sea },
        '&.leaflet-container': { bgcolor: sea, fontFamily: theme.typography.fontFamily },
      }}
    />
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

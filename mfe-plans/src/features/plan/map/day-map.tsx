import { useEffect, useMemo, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { useAppStore } from '@jad/shared-ui';
import { AREA_LABELS, CREEK, LAND, PALM } from './dubai-outline';

export interface MapStop {
  lat: number;
  lng: number;
  /** 1-based number, as in the day's timeline. */
  n: number;
  title: string;
}

export interface DayMapProps {
  hotel: { lat: number; lng: number; title: string };
  stops: readonly MapStop[];
  /** Accessible name of the map region (e.g. "Map of day 2: hotel, 1 …, 2 …"). */
  label: string;
  height?: number | { xs: number; md: number };
}

const HOTEL_ICON =
  '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="M7 13c1.66 0 3-1.34 3-3S8.66 7 7 7s-3 1.34-3 3 1.34 3 3 3m12-6h-8v7H3V5H1v15h2v-3h18v3h2v-9c0-2.21-1.79-4-4-4"/></svg>';

/**
 * One day's route on a map without tiles (the app must work offline): a hand-drawn Dubai coast, the hotel,
 * numbered stops and the route between them. Leaflet gives pan, zoom and fitting the route in view.
 */
export default function DayMap({ hotel, stops, label, height = { xs: 260, md: 420 } }: DayMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const lang = useAppStore((s) => s.lang);
  const key = JSON.stringify([hotel, stops]);
  // The hotel and stops by value: a parent's re-render with equal data does not redraw the map.
  const [shownHotel, shownStops] = useMemo(() => JSON.parse(key) as [DayMapProps['hotel'], MapStop[]], [key]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const p = theme.palette;
    const map = L.map(el, {
      attributionControl: false,
      scrollWheelZoom: false,
      zoomSnap: 0.25,
      minZoom: 8,
      maxZoom: 16,
    });
    L.polygon(LAND, {
      color: p.divider,
      weight: 1.5,
      fillColor: p.background.paper,
      fillOpacity: 1,
      interactive: false,
    }).addTo(map);
    const water = alpha(p.info.main, p.mode === 'dark' ? 0.35 : 0.3);
    L.polyline(CREEK, { color: water, weight: 6, lineCap: 'round', interactive: false }).addTo(map);
    L.polygon(PALM.trunk, {
      color: p.divider,
      weight: 1,
      fillColor: p.background.paper,
      fillOpacity: 1,
      interactive: false,
    }).addTo(map);
    L.polygon(PALM.fronds, {
      color: p.divider,
      weight: 1,
      fillColor: p.background.paper,
      fillOpacity: 1,
      interactive: false,
    }).addTo(map);
    L.polyline(PALM.crescent, { color: p.divider, weight: 4, interactive: false }).addTo(map);
    for (const a of AREA_LABELS) {
      L.marker(a.at, {
        interactive: false,
        keyboard: false,
        icon: L.divIcon({
          className: `plans-map-label${a.minor ? ' plans-map-label-minor' : ''}`,
          html: `<span>${lang === 'ar' ? a.name.ar : a.name.en}</span>`,
          iconSize: [0, 0],
        }),
      }).addTo(map);
    }

    const points: L.LatLngExpression[] = shownStops.map((s) => [s.lat, s.lng]);
    const home: L.LatLngExpression = [shownHotel.lat, shownHotel.lng];
    const first = points[0];
    const last = points[points.length - 1];
    if (first && last) {
      // Hotel legs dashed, the day's route between activities solid.
      L.polyline([home, first], { color: p.primary.main, weight: 3, dashArray: '6 8', interactive: false }).addTo(map);
      L.polyline([last, home], {
        color: p.primary.main,
        weight: 3,
        dashArray: '6 8',
        interactive: false,
      }).addTo(map);
      if (points.length > 1) L.polyline(points, { color: p.primary.main, weight: 4, interactive: false }).addTo(map);
    }
    L.marker(home, {
      keyboard: false,
      title: shownHotel.title,
      icon: L.divIcon({
        className: 'plans-marker plans-marker-hotel',
        html: HOTEL_ICON,
        iconSize: [30, 30],
        iconAnchor: [15, 15],
      }),
    }).addTo(map);
    shownStops.forEach((s) =>
      L.marker([s.lat, s.lng], {
        keyboard: false,
        title: `${s.n}. ${s.title}`,
        icon: L.divIcon({
          className: 'plans-marker plans-marker-stop',
          html: `<span>${s.n}</span>`,
          iconSize: [28, 28],
          iconAnchor: [14, 14],
        }),
        zIndexOffset: 100 + s.n,
      }).addTo(map),
    );
    const crowd = () => el.classList.toggle('plans-map-far', map.getZoom() < 11.5);
    map.on('zoomend', crowd);
    const bounds = L.latLngBounds([home, ...points]);
    if (points.length === 0) map.setView(home, 12);
    // Close enough that stops a few hundred metres apart (one mall, one waterfront) do not hide each other's numbers.
    else map.fitBounds(bounds.pad(0.2), { maxZoom: 15 });
    crowd();
    return () => {
      map.remove();
    };
    // Theme and language redraw the colours and labels.
  }, [shownHotel, shownStops, theme, lang]);

  return (
    <Box
      ref={ref}
      role="region"
      aria-label={label}
      data-testid="day-map"
      dir="ltr"
      sx={{
        height,
        width: '100%',
        borderRadius: 3,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        // The sea: the map has no tiles, so its own background is the water.
        bgcolor: alpha(theme.palette.info.main, theme.palette.mode === 'dark' ? 0.16 : 0.12),
        '&.leaflet-container': {
          bgcolor: alpha(theme.palette.info.main, theme.palette.mode === 'dark' ? 0.16 : 0.12),
          fontFamily: 'inherit',
        },
        '& .plans-marker': {
          display: 'grid',
          placeItems: 'center',
          borderRadius: '50%',
          border: 2,
          borderColor: 'background.paper',
          boxShadow: 2,
          fontWeight: 700,
          fontSize: 13,
        },
        '& .plans-marker-stop': { bgcolor: 'primary.main', color: 'primary.contrastText' },
        '& .plans-marker-hotel': { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
        '& .plans-map-label span': {
          display: 'inline-block',
          transform: 'translate(-50%, -50%)',
          whiteSpace: 'nowrap',
          fontSize: 11,
          fontWeight: 600,
          color: 'text.secondary',
          pointerEvents: 'none',
        },
        '&.plans-map-far .plans-map-label-minor': { display: 'none' },
        '& .leaflet-control-zoom a': { bgcolor: 'background.paper', color: 'text.primary', borderColor: 'divider' },
      }}
    />
  );
}

import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useAppStore } from '@jad/shared-ui';
import { createPinLayer, drawRoute, L, MapBox, useBaseMap, type MapPin } from '@jad/shared-ui/map';
import { NS } from '@/i18n';
import { DAY_MAP_HEIGHT } from './day-map-placeholder';

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
  /** A road route as [lat, lng] points (from a routing server); without one, straight legs between the stops. */
  route?: ReadonlyArray<readonly [number, number]>;
  /** The travel times come from the built-in estimate (no routing server): says so on the map. */
  estimated?: boolean;
  height?: number | { xs: number; md: number };
}

/**
 * One day on the map (configured tiles or the Dubai outline): the hotel, numbered stops at their branches
 * (fanned out where several share a place) and the route between them.
 */
export default function DayMap({
  hotel,
  stops,
  label,
  route,
  estimated = false,
  height = DAY_MAP_HEIGHT,
}: DayMapProps) {
  const { t } = useTranslation(NS);
  const ref = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const lang = useAppStore((s) => s.lang);
  const map = useBaseMap(ref, { scrollWheelZoom: false, maxZoom: 16 });
  const key = JSON.stringify([hotel, stops, route ?? null]);
  // By value: a parent's re-render with equal data does not redraw the map.
  const [shownHotel, shownStops, shownRoute] = useMemo(
    () => JSON.parse(key) as [DayMapProps['hotel'], MapStop[], Array<[number, number]> | null],
    [key],
  );
  const colour = theme.palette.primary.main;

  useEffect(() => {
    if (!map) return undefined;
    const home: [number, number] = [shownHotel.lat, shownHotel.lng];
    const points = shownStops.map((s) => [s.lat, s.lng] as [number, number]);
    const first = points[0];
    const last = points[points.length - 1];
    const lines: L.Polyline[] = [];
    if (shownRoute && shownRoute.length > 1) lines.push(drawRoute(map, shownRoute, { color: colour }));
    else if (first && last) {
      // Hotel legs dashed, the day's route between activities solid.
      lines.push(drawRoute(map, [home, first], { color: colour, weight: 3, dashed: true }));
      lines.push(drawRoute(map, [last, home], { color: colour, weight: 3, dashed: true }));
      if (points.length > 1) lines.push(drawRoute(map, points, { color: colour }));
    }
    if (points.length === 0) map.setView(home, 12);
    // Close enough that stops a few hundred metres apart (one mall, one waterfront) do not hide each other's numbers;
    // pins kept clear of the zoom buttons (on a phone they sat under them).
    else map.fitBounds(L.latLngBounds([home, ...points]), { maxZoom: 15, padding: [60, 44] });
    const pins = createPinLayer(map, { lang });
    pins.setPins([
      { id: 'hotel', lat: home[0], lng: home[1], name: shownHotel.title, variant: 'home' },
      ...shownStops.map((s): MapPin => ({
        id: `stop-${s.n}`,
        lat: s.lat,
        lng: s.lng,
        name: `${s.n}. ${s.title}`,
        badge: String(s.n),
        variant: 'number',
      })),
    ]);
    return () => {
      pins.remove();
      for (const line of lines) line.remove();
    };
  }, [map, shownHotel, shownStops, shownRoute, colour, lang]);

  return (
    <Box>
      <MapBox
        ref={ref}
        role="region"
        aria-label={label}
        data-testid="day-map"
        sx={{ height, width: '100%', borderRadius: 3, border: 1, borderColor: 'divider' }}
      />
      {estimated ? (
        // Under the map, not over it: on a phone a note in a corner sat on the day's pins.
        <Typography
          variant="caption"
          component="p"
          data-testid="day-map-estimated"
          sx={{ mt: 0.5, textAlign: 'end', color: 'text.secondary' }}
        >
          {t('plan.map.estimated')}
        </Typography>
      ) : null}
    </Box>
  );
}

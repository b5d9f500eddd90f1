import L from 'leaflet';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useAppStore } from '@jad/shared-ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createBaseMap, mapColours } from '@/components/map/base-map';
import { NS } from '@/i18n';

/** The hotel on the tile-less Dubai map, at neighbourhood zoom. */
export default function LocationMap({
  latitude,
  longitude,
  name,
}: {
  latitude: number;
  longitude: number;
  name: string;
}) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const theme = useTheme();
  const node = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = node.current;
    if (!el) return undefined;
    const m = createBaseMap(
      el,
      mapColours(theme.palette.mode, theme.palette.text.secondary, theme.typography.fontFamily ?? 'sans-serif'),
      lang,
      { scrollWheelZoom: false },
    );
    m.setView([latitude, longitude], 14, { animate: false });
    L.circleMarker([latitude, longitude], {
      radius: 10,
      weight: 3,
      color: theme.palette.background.paper,
      fillColor: theme.palette.primary.main,
      fillOpacity: 1,
    })
      .bindTooltip(name, { permanent: true, direction: 'top', offset: [0, -10] })
      .addTo(m);
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => m.invalidateSize());
    ro?.observe(el);
    return () => {
      ro?.disconnect();
      m.remove();
    };
  }, [latitude, longitude, name, lang, theme]);
  return (
    <Box
      ref={node}
      role="img"
      aria-label={t('map.hotelHere', { name })}
      data-testid="location-map"
      sx={{ height: 320, borderRadius: 3, overflow: 'hidden' }}
    />
  );
}

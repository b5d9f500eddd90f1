import { useAppStore } from '@jad/shared-ui';
import { createPinLayer, MapBox, useBaseMap } from '@jad/shared-ui/map';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

/** The hotel on the map (configured tiles or the Dubai outline) at neighbourhood zoom, its name at its pin. */
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
  const node = useRef<HTMLDivElement>(null);
  const map = useBaseMap(node, { scrollWheelZoom: false });
  useEffect(() => {
    if (!map) return undefined;
    map.setView([latitude, longitude], 14, { animate: false });
    const pins = createPinLayer(map, { lang });
    pins.setPins([
      {
        id: 'hotel',
        lat: latitude,
        lng: longitude,
        name: t('map.hotelHere', { name }),
        badge: name,
        variant: 'price',
        active: true,
      },
    ]);
    return () => pins.remove();
  }, [map, latitude, longitude, name, lang, t]);
  return (
    <MapBox
      ref={node}
      role="region"
      aria-label={t('map.hotelHere', { name })}
      data-testid="location-map"
      sx={{ height: 320, borderRadius: 3 }}
    />
  );
}

import { useAppStore, type Money } from '@jad/shared-ui';
import { createPinLayer, DUBAI_BOUNDS, L, MapBox, useBaseMap, type MapPin, type PinLayer } from '@jad/shared-ui/map';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { imageAt } from '@/components/hotel-image';
import { NS } from '@/i18n';
import type { MarkersResponse } from '@/lib/api-types';

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
 * Price pins on the map (shared-ui's map module: configured tiles or the Dubai outline), clustered where
 * they would overlap; a pin or cluster opens a card with photo, rating, price and a link. Moving the map
 * reports its bounds, and the list beside it follows.
 */
export default function HotelsMap({ markers, money, highlighted, hrefOf, center, onBounds }: HotelsMapProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const node = useRef<HTMLDivElement>(null);
  const map = useBaseMap(node);
  const pins = useRef<PinLayer | null>(null);
  const fitted = useRef(false);
  /** Price per night of each pin, for a cluster's "from" price. */
  const prices = useRef(new Map<string, number>());
  // The latest props for the map's own callbacks, which outlive a render.
  const live = useRef({ money, onBounds, center, t });
  live.current = { money, onBounds, center, t };

  useEffect(() => {
    if (!map) return undefined;
    fitted.current = false;
    map.fitBounds(DUBAI_BOUNDS);
    pins.current = createPinLayer(map, {
      lang,
      cluster: true,
      // Price pills are about 90 px wide: closer than that they would overlap.
      clusterRadiusPx: 84,
      clusterName: (members) =>
        live.current.t('map.cluster', {
          count: members.length,
          price: live.current.money.format(Math.min(...members.map((m) => prices.current.get(m.id) ?? 0))),
        }),
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const moved = () => {
      clearTimeout(timer);
      // Fitting to the results is not the traveller moving the map.
      if (!fitted.current) return;
      timer = setTimeout(() => live.current.onBounds(boundsOf(map)), 350);
    };
    map.on('moveend', moved);
    return () => {
      clearTimeout(timer);
      map.off('moveend', moved);
      pins.current?.remove();
      pins.current = null;
    };
  }, [map, lang]);

  // Fit the first markers of a search once; after that the traveller drives the map.
  useEffect(() => {
    if (!map || !pins.current) return;
    if (!fitted.current && markers.length > 0) {
      map.fitBounds(L.latLngBounds(markers.map((x) => [x.latitude, x.longitude] as L.LatLngTuple)), {
        padding: [40, 40],
        maxZoom: 15,
        animate: false,
      });
      setTimeout(() => {
        fitted.current = true;
      }, 0);
    } else if (!fitted.current && live.current.center) {
      const { center: at } = live.current;
      map.setView([at.latitude, at.longitude], 13, { animate: false });
    }
    prices.current = new Map(markers.map((x) => [x.hid, x.per_night_minor]));
    pins.current.setPins(
      markers.map((x): MapPin => {
        const price = money.format(x.per_night_minor);
        return {
          id: x.hid,
          lat: x.latitude,
          lng: x.longitude,
          name: `${x.name}, ${t('card.perNight', { price })}`,
          badge: price,
          variant: 'price',
          active: x.hid === highlighted,
          card: {
            title: x.name,
            photo: imageAt(x.image, 320, 180),
            rating: x.review_count > 0 ? { value: x.rating, outOf: 10, count: x.review_count } : undefined,
            price: t('card.perNight', { price }),
            href: hrefOf(x.hid),
          },
        };
      }),
    );
  }, [map, markers, highlighted, money, hrefOf, t]);

  return (
    <MapBox
      ref={node}
      role="region"
      aria-label={t('map.label')}
      data-testid="hotels-map"
      sx={{ width: '100%', height: '100%', minHeight: 360, borderRadius: 2 }}
    />
  );
}

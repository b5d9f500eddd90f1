import { localized, useAppStore, useMoney } from '@jad/shared-ui';
import { createPinLayer, L, MapBox, useBaseMap, type PinLayer } from '@jad/shared-ui/map';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityBranch, ActivityDetail } from '@/lib/api-types';
import { NS } from '@/i18n';

export interface BranchMapProps {
  activity: Pick<
    ActivityDetail,
    'name_en' | 'name_ar' | 'horizontal_thumbnail' | 'rating' | 'review_count' | 'price_adult_minor'
  >;
  branches: ActivityBranch[];
  selectedId: string | null;
  onSelect: (branchId: string) => void;
}

/**
 * The branches on the map (configured tiles or the Dubai outline): one pin each, fanned out where several share
 * a place; a pin opens a card (photo, name, rating, price) whose button picks that branch.
 */
export default function BranchMap({ activity, branches, selectedId, onSelect }: BranchMapProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const money = useMoney().format;
  const node = useRef<HTMLDivElement>(null);
  const map = useBaseMap(node, { scrollWheelZoom: false });
  const pins = useRef<PinLayer | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    if (!map) return undefined;
    pins.current = createPinLayer(map, { lang, onPinClick: (pin) => select.current(pin.id) });
    const [only] = branches;
    if (branches.length === 1 && only) map.setView([only.lat, only.lng], 13);
    else if (branches.length > 1)
      map.fitBounds(L.latLngBounds(branches.map((b) => [b.lat, b.lng] as L.LatLngTuple)), {
        padding: [40, 40],
        maxZoom: 13,
      });
    else map.setView([25.2, 55.27], 10);
    return () => {
      pins.current?.remove();
      pins.current = null;
    };
  }, [map, lang, branches]);

  useEffect(() => {
    pins.current?.setPins(
      branches.map((b) => {
        const name = localized(lang, b.name_en, b.name_ar);
        return {
          id: b.branch_id,
          lat: b.lat,
          lng: b.lng,
          name: `${name}, ${localized(lang, b.area, b.area_ar)}`,
          variant: 'dot',
          active: b.branch_id === selectedId,
          card: {
            title: name,
            photo: activity.horizontal_thumbnail,
            rating:
              activity.review_count > 0
                ? { value: activity.rating, outOf: 5, count: activity.review_count }
                : undefined,
            price: t('tickets.from', { price: money(activity.price_adult_minor) }),
            action: { label: t('detail.chooseBranch'), run: () => select.current(b.branch_id) },
          },
        };
      }),
    );
  }, [map, branches, selectedId, lang, activity, money, t]);

  return (
    <MapBox
      ref={node}
      role="region"
      aria-label={t('detail.mapLabel')}
      data-testid="branch-map"
      sx={{ height: { xs: 260, md: 340 }, borderRadius: 3, border: 1, borderColor: 'divider' }}
    />
  );
}

// Pins on a Leaflet map: real buttons (reachable with Tab, named for screen readers, opened with Enter),
// clustered where they would overlap when asked, fanned out where several sit at one place, and opening
// a preview card on click.
import L from 'leaflet';
import { i18n, navigate as appNavigate, type Lang } from '@jad/shared-ui';
import { createClusterIndex, separateNearby, type PinPoint, type Placed } from './pins';
import { clusterCard, previewCard, type PinCard } from './preview-card';

export type PinVariant = 'price' | 'dot' | 'number' | 'home';

export interface MapPin extends PinPoint {
  /** The accessible name (and tooltip) of the pin. */
  name: string;
  /** Text in the pin: a price, a stop number. */
  badge?: string;
  variant?: PinVariant;
  /** Highlighted and drawn above the others. */
  active?: boolean;
  /** The preview card the pin opens; without one a click only calls onPinClick. */
  card?: PinCard;
}

export interface PinLayerOptions {
  lang: Lang;
  /** Join pins that would overlap into clusters (supercluster). */
  cluster?: boolean;
  /** Pins closer than this on screen cluster (default 60; wide price pills need more). */
  clusterRadiusPx?: number;
  /** Fan out pins at (nearly) one place so each can be reached. Default true. */
  separate?: boolean;
  onPinClick?: (pin: MapPin) => void;
  navigate?: (href: string) => void;
  /** The accessible name of a cluster (default: "N places here"), e.g. "12 hotels from AED 300". */
  clusterName?: (members: readonly MapPin[]) => string;
}

export interface PinLayer {
  setPins(pins: readonly MapPin[]): void;
  /** Opens the card of a pin (e.g. chosen in a list beside the map). */
  openCard(id: string): void;
  remove(): void;
}

const HOME_ICON =
  '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="M7 13c1.66 0 3-1.34 3-3S8.66 7 7 7s-3 1.34-3 3 1.34 3 3 3m12-6h-8v7H3V5H1v15h2v-3h18v3h2v-9c0-2.21-1.79-4-4-4"/></svg>';

function pinButton(pin: MapPin, offset: { x: number; y: number }): HTMLButtonElement {
  const variant = pin.variant ?? 'dot';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `jad-pin jad-pin-${variant}${pin.active ? ' jad-pin-active' : ''}`;
  button.setAttribute('aria-label', pin.name);
  button.title = pin.name;
  button.dataset.testid = variant === 'price' ? 'map-price' : 'map-pin';
  button.dataset.pinId = pin.id;
  if (variant === 'home') button.innerHTML = HOME_ICON;
  else if (pin.badge) button.textContent = pin.badge;
  // Price pills stand on their point; round pins are centred on it.
  const lift = variant === 'price' ? '-100%' : '-50%';
  // Inline, not in the theme's styles: the Arabic style cache mirrors `left` to `right`, which put the pin
  // a pin's width away from its place.
  button.style.cssText = `position:absolute;left:0;top:0;transform:translate(calc(-50% + ${offset.x}px), calc(${lift} + ${offset.y}px))`;
  // The map closes its popup on a click that reaches it: the pin's own click must stop here.
  L.DomEvent.disableClickPropagation(button);
  return button;
}

function clusterButton(name: string, count: number, active: boolean): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `jad-pin jad-pin-cluster${count > 99 ? ' jad-pin-cluster-large' : ''}${active ? ' jad-pin-active' : ''}`;
  button.setAttribute('aria-label', name);
  button.title = name;
  button.dataset.testid = 'map-cluster';
  button.textContent = String(count);
  button.style.cssText = 'position:absolute;left:0;top:0;transform:translate(-50%, -50%)';
  L.DomEvent.disableClickPropagation(button);
  return button;
}

export function createPinLayer(map: L.Map, options: PinLayerOptions): PinLayer {
  const { lang, cluster = false, separate = true } = options;
  const go = options.navigate ?? ((href: string) => appNavigate(href));
  const group = L.layerGroup().addTo(map);
  let pins: readonly MapPin[] = [];
  let placeAt: ((zoom: number) => Placed<MapPin>[]) | null = null;

  /**
   * A card fits the map: on a phone a cluster's list scrolls inside it rather than running past the map's edge, and
   * it is panned clear of the zoom buttons (top left, top right in Arabic) and the scale.
   */
  const popupOptions = (): L.PopupOptions => {
    const size = map.getSize();
    const control: L.PointTuple = [56, 48];
    const edge: L.PointTuple = [16, 36];
    return {
      className: 'jad-map-popup',
      maxWidth: Math.max(200, Math.min(300, size.x - 88)),
      minWidth: Math.min(220, size.x - 88),
      maxHeight: Math.max(160, size.y - 84),
      offset: [0, -14],
      autoPanPaddingTopLeft: lang === 'ar' ? [edge[0], control[1]] : control,
      autoPanPaddingBottomRight: lang === 'ar' ? [control[0], edge[1]] : edge,
    };
  };

  /**
   * Opens a card at a pin. Opened from the keyboard (a click with no pointer: detail 0), focus moves into the
   * card, and Escape closes it and goes back to the pin.
   */
  const open = (at: L.LatLngExpression, content: HTMLElement, from: { button: HTMLElement; event: MouseEvent }) => {
    L.popup(popupOptions()).setLatLng(at).setContent(content).openOn(map);
    content.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape') return;
      map.closePopup();
      from.button.focus();
    });
    if (from.event.detail === 0) content.querySelector<HTMLElement>('a, button')?.focus();
  };
  const openPin = (pin: MapPin, from: { button: HTMLElement; event: MouseEvent } | null) => {
    options.onPinClick?.(pin);
    if (!pin.card) return;
    const content = previewCard(pin.card, lang, go);
    if (from) open([pin.lat, pin.lng], content, from);
    else L.popup(popupOptions()).setLatLng([pin.lat, pin.lng]).setContent(content).openOn(map);
  };

  const draw = () => {
    group.clearLayers();
    const zoom = map.getZoom();
    const placed: Placed<MapPin>[] = placeAt ? placeAt(zoom) : pins.map((pin) => ({ kind: 'pin', pin }));
    const singles = placed.flatMap((p) => (p.kind === 'pin' ? [p.pin] : []));
    const offsets = separate
      ? separateNearby(singles.map((p) => ({ id: p.id, ...map.latLngToLayerPoint([p.lat, p.lng]) })))
      : new Map<string, { x: number; y: number }>();
    for (const item of placed) {
      if (item.kind === 'cluster') {
        const name =
          options.clusterName?.(item.members) ?? i18n.t('map.cluster', { count: item.members.length, lng: lang });
        const button = clusterButton(
          name,
          item.members.length,
          item.members.some((m) => m.active),
        );
        button.addEventListener('click', (event) => {
          const bounds = L.latLngBounds(item.members.map((m) => [m.lat, m.lng] as L.LatLngTuple));
          const zoomIn =
            item.expansionZoom <= map.getMaxZoom()
              ? () => {
                  map.closePopup();
                  map.fitBounds(bounds, { padding: [60, 60], maxZoom: Math.max(item.expansionZoom, zoom + 1) });
                }
              : null;
          const cards = item.members.flatMap((m) => (m.card ? [m.card] : []));
          if (cards.length > 0)
            open([item.lat, item.lng], clusterCard(cards, item.members.length, lang, go, zoomIn), { button, event });
          else zoomIn?.();
        });
        L.marker([item.lat, item.lng], {
          keyboard: false,
          icon: L.divIcon({ className: 'jad-pin-anchor', html: button, iconSize: [0, 0] }),
          zIndexOffset: item.members.some((m) => m.active) ? 2000 : 500,
        }).addTo(group);
        continue;
      }
      const { pin } = item;
      const offset = offsets.get(pin.id) ?? { x: 0, y: 0 };
      if (offset.x !== 0 || offset.y !== 0) {
        // A thin leg from the true place to the fanned-out pin.
        const from = map.latLngToLayerPoint([pin.lat, pin.lng]);
        L.polyline([map.layerPointToLatLng(from), map.layerPointToLatLng(from.add([offset.x, offset.y]))], {
          className: 'jad-pin-leg',
          weight: 1.5,
          interactive: false,
        }).addTo(group);
      }
      const button = pinButton(pin, offset);
      button.addEventListener('click', (event) => openPin(pin, { button, event }));
      L.marker([pin.lat, pin.lng], {
        keyboard: false,
        icon: L.divIcon({ className: 'jad-pin-anchor', html: button, iconSize: [0, 0] }),
        zIndexOffset: pin.active ? 3000 : pin.variant === 'home' ? 50 : 1000,
      }).addTo(group);
    }
  };
  map.on('zoomend', draw);

  return {
    setPins(next) {
      pins = next;
      placeAt = cluster ? createClusterIndex(next, { radiusPx: options.clusterRadiusPx }) : null;
      // Placing pins needs the map's view: before its first setView/fitBounds, draw when it has one.
      map.whenReady(draw);
    },
    openCard(id) {
      const pin = pins.find((p) => p.id === id);
      if (pin) openPin(pin, null);
    },
    remove() {
      map.off('zoomend', draw);
      map.closePopup();
      group.remove();
    },
  };
}

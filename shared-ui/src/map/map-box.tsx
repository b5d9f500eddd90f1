import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { ComponentProps, Ref } from 'react';

/** The look of everything the module puts in a map: pins, clusters, labels, cards and controls, in the theme. */
export const mapBoxSx: SxProps<Theme> = (theme) => {
  const p = theme.palette;
  const shadow = `0 1px 4px ${alpha('#000', 0.35)}`;
  return {
    position: 'relative',
    overflow: 'hidden',
    fontFamily: theme.typography.fontFamily,
    '&.leaflet-container': { fontFamily: theme.typography.fontFamily },
    '& .leaflet-control-zoom a': { color: p.text.primary, bgcolor: p.background.paper, borderColor: p.divider },
    // Two classes deep, as leaflet.css's own rules (loaded after the theme's), so these win in dark mode.
    '& .leaflet-control-scale .leaflet-control-scale-line': {
      color: p.text.primary,
      bgcolor: alpha(p.background.paper, 0.8),
      borderColor: p.text.secondary,
    },
    '& .leaflet-control-container .leaflet-control-attribution': {
      color: p.text.secondary,
      bgcolor: alpha(p.background.paper, 0.8),
    },
    '& .leaflet-control-container .leaflet-control-attribution a': { color: p.primary.main },
    // Raster tiles are drawn for daylight: in dark mode, inverted and turned back to their hues.
    ...(p.mode === 'dark'
      ? { '& .jad-map-raster': { filter: 'invert(1) hue-rotate(180deg) brightness(0.9) contrast(0.9)' } }
      : {}),
    '& .jad-map-label span': {
      display: 'inline-block',
      transform: 'translate(-50%, -50%)',
      whiteSpace: 'nowrap',
      font: `600 11px ${theme.typography.fontFamily}`,
      color: p.text.secondary,
      opacity: 0.85,
      pointerEvents: 'none',
    },
    '& .jad-map-label-sea span': { fontStyle: 'italic', fontSize: 13 },
    '& .jad-pin': {
      display: 'grid',
      placeItems: 'center',
      m: 0,
      p: 0,
      border: `2px solid ${p.background.paper}`,
      boxShadow: shadow,
      cursor: 'pointer',
      font: `700 13px ${theme.typography.fontFamily}`,
      whiteSpace: 'nowrap',
      '&:focus-visible': { outline: `3px solid ${p.secondary.main}`, outlineOffset: 2 },
    },
    // Touch targets of at least 44 px around pins drawn smaller (a symmetric inset: the Arabic style cache mirrors
    // left/right, not inset).
    '& .jad-pin::after': { content: '""', position: 'absolute', inset: -9 },
    '& .jad-pin-dot::after': { inset: -12 },
    '& .jad-pin-dot, & .jad-pin-number': {
      width: 28,
      height: 28,
      borderRadius: '50%',
      bgcolor: p.primary.main,
      color: p.primary.contrastText,
    },
    '& .jad-pin-dot': { width: 20, height: 20 },
    '& .jad-pin-home': {
      width: 30,
      height: 30,
      borderRadius: '50%',
      bgcolor: p.secondary.main,
      color: p.secondary.contrastText,
    },
    '& .jad-pin-price': {
      px: 1,
      py: 0.5,
      borderRadius: 4,
      border: `1px solid ${alpha(p.text.primary, 0.25)}`,
      bgcolor: p.background.paper,
      color: p.text.primary,
      fontSize: 12,
    },
    '& .jad-pin-cluster': {
      width: 38,
      height: 38,
      borderRadius: '50%',
      border: `3px solid ${alpha(p.background.paper, 0.85)}`,
      bgcolor: p.primary.main,
      color: p.primary.contrastText,
    },
    '& .jad-pin-cluster-large': { width: 46, height: 46 },
    '& .jad-pin-active': { bgcolor: p.text.primary, color: p.background.paper, zIndex: 1 },
    '& .jad-pin-dot.jad-pin-active': { bgcolor: p.secondary.main, width: 26, height: 26 },
    '& .jad-pin-leg': { stroke: p.text.secondary },
    '& .jad-map-popup .leaflet-popup-content-wrapper, & .jad-map-popup .leaflet-popup-tip': {
      bgcolor: p.background.paper,
      color: p.text.primary,
      boxShadow: theme.shadows[4],
    },
    '& .jad-map-popup .leaflet-popup-content': { m: 1.25, font: `14px ${theme.typography.fontFamily}` },
    '& .jad-map-popup .leaflet-popup-close-button': { color: p.text.secondary, right: 0, left: 'auto' },
    // On a touch screen the zoom buttons and the card's close button are 44 px (Leaflet draws them 30 and 24);
    // as specific as leaflet.css's `.leaflet-touch .leaflet-bar a`, which loads after the theme.
    '@media (pointer: coarse)': {
      '&.leaflet-touch .leaflet-bar a': { width: 44, height: 44, lineHeight: '44px' },
      '& .jad-map-popup a.leaflet-popup-close-button': { width: 44, height: 44, font: '22px/44px sans-serif' },
      '& .jad-map-popup .jad-map-cluster-title': { paddingInlineEnd: '44px' },
    },
    '& .jad-map-card': { display: 'grid', gap: 1 },
    '& .jad-map-card-compact': { gridTemplateColumns: '64px 1fr', alignItems: 'center', gap: 1, mt: 1 },
    '& .jad-map-card-photo': {
      width: '100%',
      aspectRatio: '16 / 9',
      objectFit: 'cover',
      borderRadius: 1.5,
      bgcolor: p.action.hover,
    },
    '& .jad-map-card-compact .jad-map-card-photo': { aspectRatio: '1 / 1' },
    '& .jad-map-card-body': { display: 'grid', gap: 0.25, minWidth: 0 },
    '& .jad-map-card-title': {
      fontWeight: 700,
      color: p.text.primary,
      textDecoration: 'none',
      overflowWrap: 'anywhere',
    },
    '& a.jad-map-card-title:hover, & a.jad-map-card-title:focus-visible': {
      textDecoration: 'underline',
      color: p.primary.main,
    },
    '& .jad-map-card-rating': { color: p.text.secondary, fontSize: 13 },
    '& .jad-map-card-price': { fontWeight: 700 },
    '& .jad-map-cluster-title': { fontWeight: 700, paddingInlineEnd: 3 },
    '& .jad-map-card-action': {
      justifySelf: 'start',
      mt: 0.5,
      px: 1.5,
      py: 0.5,
      border: 0,
      borderRadius: 1,
      bgcolor: p.primary.main,
      color: p.primary.contrastText,
      font: `600 13px ${theme.typography.fontFamily}`,
      cursor: 'pointer',
    },
  };
};

export type MapBoxProps = Omit<ComponentProps<typeof Box>, 'ref'> & { ref?: Ref<HTMLDivElement> };

/** The element a map is drawn in, with the module's styles; size it with sx like any Box. */
export function MapBox({ sx, ref, ...rest }: MapBoxProps) {
  return <Box ref={ref} {...rest} sx={[mapBoxSx, ...(Array.isArray(sx) ? sx : [sx])]} />;
}

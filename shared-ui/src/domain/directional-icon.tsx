import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// Arrows and chevrons point the way of reading: the RTL style cache flips margins, not glyphs, so an icon that
// means "back" or "next" is mirrored whenever the document reads right to left. The caller passes the icon (the
// remote imports it), so shared-ui's eager bundle stays free of icon modules.
export function DirectionalIcon({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-flex', lineHeight: 0, '[dir="rtl"] &': { transform: 'scaleX(-1)' } }}
    >
      {children}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { renderWhenNear } from '@jad/shared-ui';
import type { ReactNode } from 'react';

/** A card's usual height (a 16:9 picture and four lines of text), held for it until it is laid out. */
const CARD_HEIGHT = 360;

/** Responsive columns of cards: as many 260 px columns as fit; the cards far below the screen are laid out when near. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        '& > li': renderWhenNear(CARD_HEIGHT),
      }}
    >
      {children}
    </Box>
  );
}

export function CardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <Box component="li" key={i} aria-hidden>
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
          <Skeleton width="40%" sx={{ mt: 1 }} />
          <Skeleton width="90%" />
          <Skeleton width="60%" />
        </Box>
      ))}
    </>
  );
}

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

/** Responsive columns of cards: as many 260 px columns as fit. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
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

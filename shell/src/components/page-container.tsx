import Box, { type BoxProps } from '@mui/material/Box';

// The first screen carries only what it shows: these small Box-based pieces stand in for MUI's Container,
// Link, Badge, Avatar and AppBar there (each of those is a chunk of its own and pulls shared internals).

/** A centred column, 1200 px at most, with the page gutters (MUI Container maxWidth="lg"). */
export function PageContainer({ sx, maxWidth = 1200, ...rest }: BoxProps & { maxWidth?: number }) {
  return (
    <Box
      {...rest}
      sx={[{ width: '100%', maxWidth, mx: 'auto', px: { xs: 2, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

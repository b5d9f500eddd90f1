import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The width and padding every hotels page uses. */
export function Page({ children, wide = false, testId }: { children: ReactNode; wide?: boolean; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{ maxWidth: wide ? 1440 : 1180, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 2, md: 3 }, width: '100%' }}
    >
      {children}
    </Box>
  );
}

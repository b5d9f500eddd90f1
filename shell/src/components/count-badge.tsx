import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A count over the top end corner of its child; nothing is drawn for an empty text (e.g. a count of 0). */
export function CountBadge({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      {text ? (
        <Box
          component="span"
          aria-hidden="true"
          data-testid="count-badge"
          sx={{
            position: 'absolute',
            top: -6,
            insetInlineEnd: -8,
            minWidth: 20,
            height: 20,
            px: 0.5,
            borderRadius: 10,
            bgcolor: 'error.main',
            color: 'error.contrastText',
            fontSize: 11,
            fontWeight: 700,
            lineHeight: '20px',
            textAlign: 'center',
          }}
        >
          {text}
        </Box>
      ) : null}
    </Box>
  );
}

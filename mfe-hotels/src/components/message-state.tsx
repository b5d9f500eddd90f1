import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A calm, centred message for empty or failed states, with an optional action under it. */
export function MessageState({
  icon,
  message,
  children,
  testId,
}: {
  icon?: ReactNode;
  message: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      data-testid={testId}
      role="status"
      sx={{ textAlign: 'center', py: 6, px: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
    >
      {icon ? <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }}>{icon}</Box> : null}
      <Typography variant="h6" component="p">
        {message}
      </Typography>
      {children}
    </Box>
  );
}

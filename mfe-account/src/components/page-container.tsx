import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The frame of the signed-in account pages (under the shell's navbar): a readable column. */
export function PageContainer({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 32 } }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {subtitle}
        </Typography>
      ) : null}
      <Box sx={{ mt: 3 }}>{children}</Box>
    </Box>
  );
}

/** A titled, bordered block of a settings page. */
export function Section({ title, children, danger }: { title: string; children: ReactNode; danger?: boolean }) {
  return (
    <Box
      component="section"
      sx={{
        border: 1,
        borderColor: danger ? 'error.main' : 'divider',
        borderRadius: 3,
        p: { xs: 2, sm: 3 },
        mb: 3,
        bgcolor: 'background.paper',
      }}
    >
      <Typography
        component="h2"
        variant="h6"
        sx={{ fontWeight: 700, mb: 2, color: danger ? 'error.main' : 'text.primary' }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

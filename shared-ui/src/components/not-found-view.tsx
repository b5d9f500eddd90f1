import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface NotFoundViewProps {
  /** Already translated, e.g. t('common:notFound.post'). */
  message: string;
  /** Optional action under the message (a link home, a retry). */
  children?: ReactNode;
}

// A decorative map-and-pin drawing in theme colours; the message carries the meaning.
function LostMapIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 240 160"
      aria-hidden="true"
      focusable="false"
      sx={{ width: 240, maxWidth: '70%', height: 'auto', color: 'primary.main' }}
    >
      <path d="M20 40 L80 20 L160 40 L220 20 L220 120 L160 140 L80 120 L20 140 Z" fill="currentColor" opacity="0.12" />
      <path d="M80 20 L80 120 M160 40 L160 140" stroke="currentColor" strokeWidth="3" opacity="0.35" />
      <path d="M40 110 Q70 70 110 95 T190 60" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="6 6" />
      <circle cx="190" cy="52" r="16" fill="currentColor" />
      <circle cx="190" cy="52" r="6" fill="#FFFFFF" />
      <text x="120" y="78" textAnchor="middle" fontSize="28" fontWeight="700" fill="currentColor">
        ?
      </text>
    </Box>
  );
}

/** The not-found view of spec §2: an image and a centred message. */
export function NotFoundView({ message, children }: NotFoundViewProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        px: 2,
        width: '100%',
        textAlign: 'center',
      }}
    >
      <LostMapIllustration />
      <Typography component="p" variant="h6" color="text.primary">
        {message}
      </Typography>
      {children}
    </Box>
  );
}

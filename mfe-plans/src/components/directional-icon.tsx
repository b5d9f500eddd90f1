import Box from '@mui/material/Box';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useAppStore } from '@jad/shared-ui';

// Arrows point the way of reading: the RTL style cache flips margins, not icon glyphs, so mirror them here.
function Mirrored({ children }: { children: React.ReactNode }) {
  const rtl = useAppStore((s) => s.lang === 'ar');
  return (
    <Box component="span" sx={{ display: 'inline-flex', transform: rtl ? 'scaleX(-1)' : undefined }}>
      {children}
    </Box>
  );
}

export const BackIcon = () => (
  <Mirrored>
    <ArrowBack fontSize="small" />
  </Mirrored>
);

export const ForwardIcon = () => (
  <Mirrored>
    <ArrowForward fontSize="small" />
  </Mirrored>
);

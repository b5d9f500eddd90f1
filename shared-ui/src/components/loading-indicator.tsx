import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { useCommonTranslation } from '../i18n/use-common-translation';

export interface LoadingIndicatorProps {
  /** Accessible name; defaults to the translated "Loading". */
  label?: string;
  /** Fill the viewport height instead of the parent's area (route-level loading). */
  fullScreen?: boolean;
}

// A sliding segment, drawn with CSS alone: this indicator paints on every first load, and MUI's LinearProgress
// (with its transitions) would add ~2 KB gzip to the frame for the same look.
const slide = keyframes`
  from { inset-inline-start: -40%; }
  to { inset-inline-start: 100%; }
`;

/** The shared full-area, centred, animated blue indicator (spec §2: 200 wide). */
export function LoadingIndicator({ label, fullScreen = false }: LoadingIndicatorProps) {
  const { t } = useCommonTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        height: '100%',
        minHeight: fullScreen ? '100vh' : 160,
        flex: 1,
      }}
    >
      <Box
        role="progressbar"
        aria-label={label ?? t('loading')}
        className="jad-progress-indeterminate"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          width: 200,
          height: 6,
          borderRadius: 3,
          bgcolor: 'action.selected',
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            width: '40%',
            borderRadius: 3,
            bgcolor: 'primary.main',
            animation: `${slide} 1.2s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
          }}
        />
      </Box>
    </Box>
  );
}

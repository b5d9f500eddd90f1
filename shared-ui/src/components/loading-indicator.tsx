import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useCommonTranslation } from '../i18n/use-common-translation';

export interface LoadingIndicatorProps {
  /** Accessible name; defaults to the translated "Loading". */
  label?: string;
  /** Fill the viewport height instead of the parent's area (route-level loading). */
  fullScreen?: boolean;
}

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
      <LinearProgress
        color="primary"
        aria-label={label ?? t('loading')}
        sx={{ width: 200, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { PULL_THRESHOLD } from '../hooks/use-pull-to-refresh';

/** The spinner above the feed while it is pulled down (filling up to the threshold) and while it refreshes. */
export function PullIndicator({ pull, refreshing }: { pull: number; refreshing: boolean }) {
  const { t } = useTranslation(NS);
  if (pull === 0 && !refreshing) return null;
  const label = refreshing ? 'feed.live.refreshing' : pull >= PULL_THRESHOLD ? 'feed.live.release' : 'feed.live.pull';
  return (
    <Box
      role="status"
      aria-label={t(label)}
      sx={{
        height: refreshing ? 56 : pull,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {refreshing ? (
        <CircularProgress size={28} />
      ) : (
        <CircularProgress
          size={28}
          variant="determinate"
          value={Math.min(100, (pull / PULL_THRESHOLD) * 100)}
          sx={{ transform: `rotate(${pull * 3}deg) !important` }}
        />
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore, useAppStore } from '@jad/shared-ui';
import type { PublicMedia } from '@/lib/api-types';
import { NS } from '@/i18n';

/** Share of the video that must be on screen before it plays. */
const PLAY_VISIBLE = 0.6;

/**
 * A feed video: plays muted while mostly on screen (browsers allow muted autoplay), pauses when scrolled
 * away; one mute switch for all videos (store `muted`, default true, spec §3–§4).
 */
export function PostVideo({ media }: { media: PublicMedia }) {
  const { t } = useTranslation(NS);
  const ref = useRef<HTMLVideoElement>(null);
  const muted = useAppStore((s) => s.muted);

  useEffect(() => {
    if (ref.current) ref.current.muted = muted;
  }, [muted]);

  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.intersectionRatio >= PLAY_VISIBLE) video.play().catch(() => undefined);
        else video.pause();
      },
      { threshold: [0, PLAY_VISIBLE, 1] },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%' }}>
      <Box
        component="video"
        ref={ref}
        src={media.url}
        poster={media.thumbnail ?? undefined}
        muted={muted}
        loop
        playsInline
        preload="metadata"
        aria-label={t('post.video')}
        data-testid="post-video"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', bgcolor: '#000' }}
      />
      <IconButton
        size="small"
        onClick={(e) => {
          e.stopPropagation();
          appStore.getState().toggleMuted();
        }}
        aria-label={muted ? t('post.unmute') : t('post.mute')}
        aria-pressed={!muted}
        sx={{
          position: 'absolute',
          bottom: 12,
          insetInlineEnd: 12,
          bgcolor: 'rgba(0,0,0,0.6)',
          color: '#fff',
          '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
        }}
      >
        {muted ? <VolumeOffIcon fontSize="small" /> : <VolumeUpIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}

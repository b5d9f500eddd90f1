import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FavoriteIcon from '@mui/icons-material/Favorite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, ResponsiveImage, useAppStore } from '@jad/shared-ui';
import type { PublicMedia } from '@/lib/api-types';
import { variantLoader } from '@/lib/media-loader';
import { frameRatio } from '../frame-ratio';
import { NS } from '@/i18n';
import { PostVideo } from './post-video';

export interface PostMediaProps {
  media: PublicMedia[];
  /**
   * Describes the pictures for screen readers, e.g. "Photo by sara", in the reader's language: the carousel's
   * label, and each photo's alt text when its author gave none.
   */
  alt: string;
  onDoubleTap?: () => void;
  priority?: boolean;
}

/** Up to three pictures or videos: swipe (scroll snap), arrows that mirror in Arabic, dots, double tap to like. */
export function PostMedia({ media, alt, onDoubleTap, priority = false }: PostMediaProps) {
  const { t } = useTranslation(NS);
  const rtl = directionOf(useAppStore((s) => s.lang)) === 'rtl';
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [burst, setBurst] = useState(0);
  const lastTap = useRef(0);
  const first = media[0];
  if (!first) return null;

  const go = (to: number) => {
    const el = track.current;
    if (!el) return;
    const clamped = Math.max(0, Math.min(media.length - 1, to));
    // In rtl the track scrolls towards negative offsets (the spec'd behaviour of every current browser).
    el.scrollTo({ left: (rtl ? -1 : 1) * clamped * el.clientWidth, behavior: 'smooth' });
    setIndex(clamped);
  };
  const onTap = () => {
    const now = Date.now();
    if (now - lastTap.current < 300 && onDoubleTap) {
      onDoubleTap();
      setBurst((b) => b + 1);
    }
    lastTap.current = now;
  };
  const mirror = rtl ? { transform: 'scaleX(-1)' } : undefined;
  const arrow = {
    position: 'absolute',
    top: '50%',
    mt: '-16px',
    bgcolor: 'rgba(255,255,255,0.85)',
    color: '#111',
    width: 32,
    height: 32,
    '&:hover': { bgcolor: '#fff' },
    display: { xs: 'none', sm: 'inline-flex' },
  } as const;

  return (
    <Box
      sx={{ position: 'relative', bgcolor: '#000', aspectRatio: String(frameRatio(first)), overflow: 'hidden' }}
      onClick={onTap}
    >
      <Box
        ref={track}
        role="group"
        // Focusable so a keyboard can scroll through the photos with the arrow keys (the track scrolls itself).
        tabIndex={0}
        aria-roledescription={t('post.carousel')}
        aria-label={alt}
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.round(Math.abs(el.scrollLeft) / Math.max(1, el.clientWidth)));
        }}
        sx={{
          display: 'flex',
          height: '100%',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '-3px' },
        }}
      >
        {media.map((m, i) => (
          <Box key={m.id} sx={{ flex: '0 0 100%', height: '100%', scrollSnapAlign: 'start' }} aria-hidden={i !== index}>
            {m.is_image ? (
              <ResponsiveImage
                src={m.url}
                alt={m.alt_text || (media.length > 1 ? `${alt} (${i + 1}/${media.length})` : alt)}
                sizes="(max-width: 640px) 100vw, 600px"
                loader={m.variants.length > 0 ? variantLoader(m) : undefined}
                priority={priority && i === 0}
                draggable={false}
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            ) : (
              <PostVideo media={m} />
            )}
          </Box>
        ))}
      </Box>
      {media.length > 1 ? (
        <>
          {index > 0 ? (
            <IconButton
              aria-label={t('post.previous')}
              onClick={(e) => (e.stopPropagation(), go(index - 1))}
              sx={{ ...arrow, insetInlineStart: 8 }}
            >
              <ChevronLeftIcon sx={mirror} />
            </IconButton>
          ) : null}
          {index < media.length - 1 ? (
            <IconButton
              aria-label={t('post.next')}
              onClick={(e) => (e.stopPropagation(), go(index + 1))}
              sx={{ ...arrow, insetInlineEnd: 8 }}
            >
              <ChevronRightIcon sx={mirror} />
            </IconButton>
          ) : null}
          <Box
            sx={{
              position: 'absolute',
              top: 12,
              insetInlineEnd: 12,
              px: 1,
              py: 0.25,
              borderRadius: 4,
              bgcolor: 'rgba(0,0,0,0.6)',
              color: '#fff',
              fontSize: 12,
              fontWeight: 600,
            }}
          >
            {index + 1}/{media.length}
          </Box>
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              bottom: 10,
              insetInline: 0,
              display: 'flex',
              justifyContent: 'center',
              gap: 0.75,
            }}
          >
            {media.map((m, i) => (
              <Box
                key={m.id}
                sx={{
                  width: 6,
                  height: 6,
                  borderRadius: '50%',
                  bgcolor: i === index ? '#fff' : 'rgba(255,255,255,0.5)',
                  transition: 'background-color .2s',
                }}
              />
            ))}
          </Box>
        </>
      ) : null}
      {burst > 0 ? (
        <FavoriteIcon
          key={burst}
          aria-hidden="true"
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            fontSize: 96,
            color: '#fff',
            filter: 'drop-shadow(0 2px 8px rgba(0,0,0,.4))',
            pointerEvents: 'none',
            animation: 'jad-heart-burst .8s ease-out forwards',
            '@keyframes jad-heart-burst': {
              '0%': { opacity: 0, transform: 'translate(-50%, -50%) scale(.4)' },
              '20%': { opacity: 1, transform: 'translate(-50%, -50%) scale(1.15)' },
              '60%': { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
              '100%': { opacity: 0, transform: 'translate(-50%, -50%) scale(1)' },
            },
          }}
        />
      ) : null}
    </Box>
  );
}

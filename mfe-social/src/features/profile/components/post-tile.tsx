import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ChatBubbleIcon from '@mui/icons-material/ChatBubble';
import CollectionsIcon from '@mui/icons-material/Collections';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useTranslation } from 'react-i18next';
import { AppLink, useAppStore } from '@jad/shared-ui';
import type { PublicPost } from '@/lib/api-types';
import { compactCount } from '@/lib/format';
import { NS } from '@/i18n';
import { postUrl } from '@/shared/posts/api';

/** A square of the profile grid: the first picture (or the caption), with counts on hover. */
export function PostTile({ post }: { post: PublicPost }) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const first = post.media[0];
  const badge = post.media.length > 1 ? <CollectionsIcon /> : first && !first.is_image ? <PlayArrowIcon /> : null;
  return (
    <Box
      component={AppLink}
      href={postUrl(post.post_id)}
      aria-label={t('profile.openPost', { caption: post.caption.slice(0, 60) || t('post.untitled') })}
      sx={{
        position: 'relative',
        display: 'block',
        aspectRatio: '1',
        overflow: 'hidden',
        bgcolor: 'action.selected',
        color: '#fff',
        '&:hover .overlay, &:focus-visible .overlay': { opacity: 1 },
      }}
    >
      {first?.is_image ? (
        <Box
          component="img"
          src={first.thumbnail ?? first.url}
          alt={first.alt_text || t('post.photoBy', { name: post.user.username })}
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : first ? (
        <Box
          component="video"
          src={`${first.url}#t=0.1`}
          muted
          preload="metadata"
          playsInline
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          sx={{
            width: '100%',
            height: '100%',
            p: 1.5,
            display: 'flex',
            alignItems: 'center',
            background: 'linear-gradient(135deg, #3a7bd5, #00d2ff)',
          }}
        >
          <Typography
            variant="body2"
            sx={{
              fontWeight: 600,
              display: '-webkit-box',
              WebkitLineClamp: 5,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
            dir="auto"
          >
            {post.caption}
          </Typography>
        </Box>
      )}
      {badge ? (
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            insetInlineEnd: 8,
            display: 'flex',
            filter: 'drop-shadow(0 1px 2px rgba(0,0,0,.5))',
          }}
        >
          {badge}
        </Box>
      ) : null}
      {post.is_hidden ? (
        <Box
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            bgcolor: 'warning.main',
            color: 'warning.contrastText',
            fontSize: 12,
            px: 1,
            py: 0.25,
          }}
        >
          {t('profile.hidden')}
        </Box>
      ) : null}
      <Box
        className="overlay"
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          bgcolor: 'rgba(0,0,0,.45)',
          opacity: 0,
          transition: 'opacity .15s',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
          fontWeight: 700,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <FavoriteIcon /> {compactCount(post.like_count, lang)}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <ChatBubbleIcon /> {compactCount(post.comment_count, lang)}
        </Box>
      </Box>
    </Box>
  );
}

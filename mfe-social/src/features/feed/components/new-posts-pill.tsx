import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { NS } from '@/i18n';
import type { LivePost } from '../hooks/use-live-posts';

/**
 * "↑ (avatars) New posts": floats at the top of the feed, under the header, while posts of people the member
 * follows wait (use-live-posts). It takes no room in the list, so it appearing never moves what is being read.
 */
export function NewPostsPill({ posts, onShow }: { posts: LivePost[]; onShow: () => void }) {
  const { t } = useTranslation(NS);
  const authors = [...new Map(posts.map((p) => [p.author.uuid, p.author])).values()].slice(0, 3);
  return (
    <Box
      sx={{
        position: 'sticky',
        top: { xs: 64, sm: 80 },
        zIndex: 3,
        // an empty row, there for members whether or not posts wait: the list never moves when the pill shows
        height: 0,
        display: 'flex',
        justifyContent: 'center',
        overflow: 'visible',
        pointerEvents: 'none',
      }}
    >
      {posts.length > 0 ? (
        <Button
          variant="contained"
          onClick={onShow}
          aria-label={t('feed.live.show', { count: posts.length })}
          data-testid="new-posts-pill"
          startIcon={<ArrowUpwardIcon />}
          sx={{
            pointerEvents: 'auto',
            height: 40,
            borderRadius: 999,
            textTransform: 'none',
            fontWeight: 700,
            boxShadow: 6,
            gap: 0.5,
          }}
        >
          <Box
            component="span"
            aria-hidden="true"
            sx={{
              display: 'flex',
              // overlapping faces, ringed in the pill's colour
              '& > *': { border: 2, borderColor: 'primary.main', boxSizing: 'content-box' },
              '& > * + *': { marginInlineStart: '-8px' },
            }}
          >
            {authors.map((author) => (
              <UserAvatar
                key={author.uuid}
                size={24}
                user={{ ...author, profile: { ...author.profile, is_verified: author.profile.is_verified ?? false } }}
              />
            ))}
          </Box>
          <span>{t('feed.live.newPosts')}</span>
        </Button>
      ) : null}
    </Box>
  );
}

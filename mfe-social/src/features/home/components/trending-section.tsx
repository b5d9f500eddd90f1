import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChatBubbleIcon from '@mui/icons-material/ChatBubble';
import FavoriteIcon from '@mui/icons-material/Favorite';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink, directionOf, useAppStore } from '@jad/shared-ui';
import { compactCount } from '@/lib/format';
import { UserAvatar } from '@/components/user-avatar';
import { NS } from '@/i18n';
import { socialKeys } from '@/lib/query-keys';
import { fetchTrending } from '../api';
import { postUrl } from '@/shared/posts/api';

/** The home page's section (view 'home'): posts people engage with most, linking into the feed. */
export function TrendingSection() {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const rtl = directionOf(lang) === 'rtl';
  const trending = useQuery({ queryKey: socialKeys.trending, queryFn: ({ signal }) => fetchTrending(8, signal) });
  // Nothing trending, or the row failed to load: the home page goes on without it.
  const posts = trending.isError ? [] : (trending.data ?? null);
  if (posts && posts.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="trending-title"
      sx={{ maxWidth: 1200, mx: 'auto', width: '100%', px: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box>
          <Typography id="trending-title" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            {t('home.title')}
          </Typography>
          <Typography color="text.secondary">{t('home.subtitle')}</Typography>
        </Box>
        <Button component={AppLink} href="/feed" sx={{ textTransform: 'none', fontWeight: 700, flexShrink: 0 }}>
          {t('home.seeFeed')} {rtl ? '←' : '→'}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        {(posts ?? Array.from({ length: 8 }, () => null)).map((post, i) =>
          post ? (
            <Box
              key={post.post_id}
              component={AppLink}
              href={postUrl(post.post_id)}
              aria-label={t('home.openPost', { name: post.user.username })}
              sx={{
                position: 'relative',
                display: 'block',
                aspectRatio: '4 / 5',
                borderRadius: 3,
                overflow: 'hidden',
                color: '#fff',
                textDecoration: 'none',
                bgcolor: 'action.selected',
                '&:hover img': { transform: 'scale(1.04)' },
              }}
            >
              <Box
                component="img"
                src={post.media[0]?.thumbnail ?? post.media[0]?.url}
                alt=""
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', transition: 'transform .3s' }}
              />
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  background: 'linear-gradient(to top, rgba(0,0,0,.72) 0%, rgba(0,0,0,0) 55%)',
                }}
              />
              <Box sx={{ position: 'absolute', insetInline: 12, bottom: 12 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                  <UserAvatar user={post.user} size={24} />
                  <Typography variant="body2" noWrap sx={{ fontWeight: 700 }}>
                    {post.user.username}
                  </Typography>
                </Box>
                <Typography
                  variant="caption"
                  dir="auto"
                  sx={{
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                    opacity: 0.9,
                  }}
                >
                  {post.caption}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1.5, mt: 0.5, fontSize: 13, fontWeight: 700 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <FavoriteIcon sx={{ fontSize: 16 }} /> {compactCount(post.like_count, lang)}
                  </Box>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <ChatBubbleIcon sx={{ fontSize: 15 }} /> {compactCount(post.comment_count, lang)}
                  </Box>
                </Box>
              </Box>
            </Box>
          ) : (
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '4 / 5', height: 'auto', borderRadius: 3 }} />
          ),
        )}
      </Box>
    </Box>
  );
}

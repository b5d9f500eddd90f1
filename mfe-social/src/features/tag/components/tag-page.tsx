import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import TagIcon from '@mui/icons-material/Tag';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AppLink, NotFoundView, useAppStore } from '@jad/shared-ui';
import { statusOf } from '@/lib/actions';
import { compactCount } from '@/lib/format';
import { useSessionStatus, useSessionUser } from '@/lib/store';
import { InfiniteSentinel } from '@/components/infinite-sentinel';
import { NS } from '@/i18n';
import { RetryAlert } from '@/components/retry-alert';
import { PostCard } from '@/shared/posts/components/post-card';
import { normaliseTag } from '@/shared/text/tokens';
import { useTagPosts } from '../hooks/use-tag-posts';

/** /tag/:tag: the public posts with a #tag, newest first, infinite scroll (visitors too). */
export function TagPage() {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const { tag: raw = '' } = useParams();
  const tag = normaliseTag(raw);
  const user = useSessionUser();
  const status = useSessionStatus();
  const sessionKey = status === 'loading' ? 'loading' : (user?.uuid ?? 'visitor');
  const { posts, count, loading, done, error, loadMore, retry } = useTagPosts(tag, sessionKey);
  const visible = posts.filter((p) => !p.reported);

  useEffect(() => {
    document.title = t('tag.pageTitle', { tag });
  }, [t, tag]);

  if (error && statusOf(error) === 400) {
    return (
      <NotFoundView message={t('tag.invalid')}>
        <Button component={AppLink} href="/feed" variant="contained" disableElevation>
          {t('postPage.backToFeed')}
        </Button>
      </NotFoundView>
    );
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: { xs: 0, sm: 2 }, py: { xs: 0, sm: 3 } }}>
      <Box
        component="section"
        aria-labelledby="tag-title"
        sx={{
          width: '100%',
          maxWidth: 600,
          minWidth: 0,
          display: 'grid',
          gap: { xs: 1, sm: 3 },
          alignContent: 'start',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 2, sm: 0 }, pt: { xs: 2, sm: 0 } }}>
          <Box
            aria-hidden="true"
            sx={{
              width: 64,
              height: 64,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.selected',
              flexShrink: 0,
            }}
          >
            <TagIcon sx={{ fontSize: 36 }} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography id="tag-title" component="h1" variant="h5" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
              #<bdi>{tag}</bdi>
            </Typography>
            <Typography color="text.secondary">
              {count === null ? (
                <Skeleton width={80} />
              ) : (
                t('tag.count', { count, formatted: compactCount(count, lang) })
              )}
            </Typography>
          </Box>
        </Box>
        {visible.map((post, i) => (
          <PostCard key={post.post_id} post={post} priority={i === 0} />
        ))}
        {loading ? (
          <Skeleton variant="rectangular" sx={{ aspectRatio: '1', height: 'auto', borderRadius: { xs: 0, sm: 3 } }} />
        ) : null}
        {error ? <RetryAlert message={t('tag.failed')} onRetry={retry} /> : null}
        {!loading && !error && done && visible.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 8 }}>
            {t('tag.empty', { tag })}
          </Typography>
        ) : null}
        {!done && !error ? <InfiniteSentinel onVisible={loadMore} active={!loading} /> : null}
      </Box>
    </Box>
  );
}

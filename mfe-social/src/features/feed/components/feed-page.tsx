import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AppLink, appStore } from '@jad/shared-ui';
import { useSessionStatus, useSessionUser } from '@/lib/store';
import { InfiniteSentinel } from '@/components/infinite-sentinel';
import { SessionAvatar } from '@/components/user-avatar';
import { NS } from '@/i18n';
import { RetryAlert } from '@/components/retry-alert';
import { ComposerCard } from '@/shared/composer/components/composer-card';
import { PeopleToFollowList, PeopleToFollowStrip } from '@/shared/people/components/people-to-follow';
import { PostCard } from '@/shared/posts/components/post-card';
import { profileUrl } from '@/shared/posts/api';
import { socialKeys } from '@/lib/query-keys';
import { useFeed } from '../hooks/use-feed';
import { useLivePosts } from '../hooks/use-live-posts';
import { usePullToRefresh } from '../hooks/use-pull-to-refresh';
import { FEED_TABS, type FeedTab } from '../api';
import { NewPostsPill } from './new-posts-pill';
import { PullIndicator } from './pull-indicator';

function PostSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: { xs: 0, sm: 3 } }} aria-hidden="true">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1.5 }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="25%" />
        </Box>
      </Box>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1', height: 'auto' }} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="30%" />
        <Skeleton width="90%" />
      </Box>
    </Card>
  );
}

/**
 * /feed: a member's two tabs, Following (people they follow and their own posts, newest first; the default) and
 * For you (ranked public posts, `?tab=for_you`); a visitor gets For you alone. Infinite scroll; suggestions beside
 * (desktop) or between posts (phone).
 */
export function FeedPage() {
  const { t } = useTranslation(NS);
  const user = useSessionUser();
  const status = useSessionStatus();
  const wide = useMediaQuery('(min-width:1000px)');
  const [params, setParams] = useSearchParams();
  const sessionKey = status === 'loading' ? 'loading' : (user?.uuid ?? 'visitor');
  const asked = params.get('tab') === 'for_you' ? 'for_you' : 'following';
  const tab: FeedTab = user ? asked : 'for_you';
  const { posts, loading, done, failed, loadMore, retry } = useFeed(sessionKey, tab);
  const visible = posts.filter((p) => !p.reported);
  const client = useQueryClient();
  const live = useLivePosts(Boolean(user), `${sessionKey}:${tab}`);
  const { showNew } = live;
  // The pill: the waiting posts go on top of the pages already loaded (nothing below is asked again or lost), then
  // the page glides to them, as Instagram does: the reader asked to see them, and what they were reading is just below.
  const showLive = useCallback(async () => {
    await showNew();
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
  }, [showNew]);
  // Pull to refresh and the refresh button: the first page again (the list on screen stays until it is in), then
  // whatever the stream announced that the cached first page does not have yet.
  const refresh = useCallback(async () => {
    await client.resetQueries({ queryKey: socialKeys.feed(sessionKey, tab) });
    await showNew();
  }, [client, sessionKey, tab, showNew]);
  const { pull, refreshing } = usePullToRefresh(refresh);

  useEffect(() => {
    document.title = t('feed.pageTitle');
  }, [t]);

  const chooseTab = (next: FeedTab) => {
    if (next === tab) return;
    appStore.getState().setPosts([]); // the other tab's posts must not show under this one while it loads
    setParams(next === 'following' ? {} : { tab: next }, { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 6, px: { xs: 0, sm: 2 }, py: { xs: 0, sm: 3 } }}>
      <Box
        component="section"
        aria-labelledby="feed-title"
        sx={{
          width: '100%',
          maxWidth: 600,
          minWidth: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: { xs: 1, sm: 3 },
          alignContent: 'start',
        }}
      >
        <PullIndicator pull={pull} refreshing={refreshing} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 2, sm: 0 }, pt: { xs: 2, sm: 0 } }}>
          <Typography id="feed-title" component="h1" variant="h5" sx={{ fontWeight: 800, flex: 1 }}>
            {t('feed.title')}
          </Typography>
          <IconButton
            aria-label={t('feed.live.refresh')}
            onClick={() => void refresh()}
            disabled={refreshing || loading}
          >
            <RefreshIcon />
          </IconButton>
        </Box>
        {user ? (
          <Tabs
            value={tab}
            onChange={(_, next: FeedTab) => chooseTab(next)}
            variant="fullWidth"
            aria-label={t('feed.tabs.label')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {FEED_TABS.map((value) => (
              <Tab
                key={value}
                value={value}
                label={t(`feed.tabs.${value}`)}
                id={`feed-tab-${value}`}
                sx={{ textTransform: 'none', fontWeight: 700 }}
              />
            ))}
          </Tabs>
        ) : null}
        {user ? <NewPostsPill posts={live.waiting} onShow={() => void showLive()} /> : null}
        {user ? <ComposerCard user={user} /> : null}
        {!user && status === 'unauthenticated' ? (
          <Alert
            severity="info"
            sx={{ mx: { xs: 2, sm: 0 } }}
            action={
              <Button component={AppLink} href="/auth/signin" color="inherit" size="small">
                {t('feed.signIn')}
              </Button>
            }
          >
            {t('feed.visitorHint')}
          </Alert>
        ) : null}
        {visible.map((post, i) => (
          <Fragment key={post.post_id}>
            <PostCard post={post} priority={i === 0} />
            {!wide && i === 2 ? <PeopleToFollowStrip sessionKey={sessionKey} /> : null}
          </Fragment>
        ))}
        {loading ? (
          <>
            <PostSkeleton />
            {visible.length === 0 ? <PostSkeleton /> : null}
          </>
        ) : null}
        {failed ? <RetryAlert message={t('feed.failed')} onRetry={retry} /> : null}
        {!loading && !failed && done && visible.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
            <DynamicFeedIcon sx={{ fontSize: 56 }} />
            <Typography variant="h6" component="p" color="text.primary">
              {t('feed.empty')}
            </Typography>
            <Typography variant="body2">
              {t(tab === 'following' ? 'feed.emptyHint' : 'feed.forYouEmptyHint')}
            </Typography>
            {tab === 'following' && user ? (
              <Button onClick={() => chooseTab('for_you')} sx={{ mt: 2, textTransform: 'none', fontWeight: 700 }}>
                {t('feed.seeForYou')}
              </Button>
            ) : null}
          </Box>
        ) : null}
        {!done && !failed ? <InfiniteSentinel onVisible={loadMore} active={!loading} /> : null}
        {done && visible.length > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
            {t('feed.end')}
          </Typography>
        ) : null}
      </Box>
      {wide ? (
        <Box component="aside" aria-label={t('feed.sidebar')} sx={{ width: 320, flexShrink: 0, pt: 6 }}>
          <Box sx={{ position: 'sticky', top: 88, display: 'grid', gap: 3 }}>
            {user ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <SessionAvatar user={user} size={48} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography
                    component={AppLink}
                    href={profileUrl(user.username)}
                    dir="auto"
                    sx={{ fontWeight: 700, color: 'text.primary', textDecoration: 'none', display: 'block' }}
                    noWrap
                  >
                    {user.username}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap dir="auto">
                    {`${user.first_name} ${user.last_name}`.trim()}
                  </Typography>
                </Box>
              </Box>
            ) : null}
            <PeopleToFollowList sessionKey={sessionKey} />
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppLink, appStore, LoadingIndicator, NotFoundView, visuallyHidden } from '@jad/shared-ui';
import { statusOf } from '@/lib/actions';
import { socialKeys } from '@/lib/query-keys';
import { usePost, useSessionStatus, useSessionUser } from '@/lib/store';
import { NS } from '@/i18n';
import { fetchPost } from '@/shared/posts/api';
import { PostCard } from '@/shared/posts/components/post-card';
import { CommentsSection } from './comments-section';
import { QuestionsSection } from './questions-section';

type PostTab = 'comments' | 'questions';

/** /post?post_id=<opaque id>: the post, then its comments and questions (the #hash picks the tab). */
export function PostPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const postId = params.get('post_id') ?? '';
  const status = useSessionStatus();
  const viewer = useSessionUser()?.uuid ?? null;
  const post = usePost();
  const [tab, setTab] = useState<PostTab>(hash === '#questions' ? 'questions' : 'comments');
  const panel = useRef<HTMLDivElement>(null);
  // What the post says (liked, followed, is_owner) depends on who reads it; the store holds it on screen, where a
  // like or an edit changes it, so a new visit loads it again rather than showing an older copy.
  const loaded = useQuery({
    queryKey: socialKeys.post(postId, viewer),
    // Into the store before the page renders it: the page shows the store's copy (a deleted post is gone from it).
    queryFn: async ({ signal }) => {
      const found = await fetchPost(postId, signal);
      appStore.getState().setField('post', found);
      return found;
    },
    enabled: postId !== '' && status !== 'loading',
    staleTime: 0,
    gcTime: 0,
  });
  const data = loaded.data;
  const code = loaded.isError ? statusOf(loaded.error) : null;
  const state: 'loading' | 'ready' | 'missing' | 'failed' = !postId
    ? 'missing'
    : data
      ? 'ready'
      : loaded.isError && !loaded.isFetching
        ? code === 404 || code === 400
          ? 'missing'
          : 'failed'
        : 'loading';

  useEffect(() => {
    if (hash === '#questions' || hash === '#comments') setTab(hash === '#questions' ? 'questions' : 'comments');
  }, [hash]);

  useEffect(() => {
    if (state === 'ready' && post) document.title = t('postPage.title', { name: post.user.username });
  }, [state, post, t]);

  useEffect(() => {
    if (state === 'ready' && (hash === '#comments' || hash === '#questions'))
      panel.current?.scrollIntoView({ block: 'start' });
  }, [state, hash]);

  if (state === 'missing' || (state === 'ready' && !post)) {
    return (
      <NotFoundView message={t('postPage.notFound')}>
        <Button component={AppLink} href="/feed" variant="contained" disableElevation>
          {t('postPage.backToFeed')}
        </Button>
      </NotFoundView>
    );
  }
  if (state === 'failed') {
    return (
      <NotFoundView message={t('postPage.failed')}>
        <Button onClick={() => void loaded.refetch()} variant="contained" disableElevation>
          {t('actions.retry')}
        </Button>
      </NotFoundView>
    );
  }
  if (state === 'loading' || !post || post.post_id !== postId) return <LoadingIndicator />;

  return (
    <Box
      sx={{
        maxWidth: 640,
        mx: 'auto',
        width: '100%',
        minWidth: 0,
        py: { xs: 0, sm: 3 },
        px: { xs: 0, sm: 2 },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
      }}
    >
      <Box component="h1" sx={visuallyHidden}>
        {t('postPage.title', { name: post.user.username })}
      </Box>
      <PostCard post={post} onPostPage priority />
      <Card
        variant="outlined"
        ref={panel}
        sx={{ borderRadius: { xs: 0, sm: 3 }, borderInline: { xs: 0, sm: 1 }, scrollMarginTop: 80 }}
      >
        <Tabs
          value={tab}
          onChange={(_e, v: PostTab) => setTab(v)}
          variant="fullWidth"
          aria-label={t('postPage.sections')}
        >
          <Tab
            value="comments"
            id="tab-comments"
            aria-controls="panel-comments"
            label={t('postPage.commentsTab', { count: post.comment_count })}
            sx={{ textTransform: 'none', fontWeight: 700 }}
          />
          <Tab
            value="questions"
            id="tab-questions"
            aria-controls="panel-questions"
            label={t('postPage.questionsTab', { count: post.question_count })}
            sx={{ textTransform: 'none', fontWeight: 700 }}
          />
        </Tabs>
        <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} sx={{ p: 2 }}>
          {tab === 'comments' ? <CommentsSection post={post} /> : <QuestionsSection post={post} />}
        </Box>
      </Card>
    </Box>
  );
}

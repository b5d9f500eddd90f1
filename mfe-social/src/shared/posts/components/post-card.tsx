import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, formatDate, navigate, useAppStore, useTimeAgo } from '@jad/shared-ui';
import type { PublicPost } from '@/lib/api-types';
import { compactCount } from '@/lib/format';
import { UserAvatar } from '@/components/user-avatar';
import { VerifiedBadge } from '@/components/verified-badge';
import { NS } from '@/i18n';
import { FollowButton } from '@/shared/people/components/follow-button';
import { postUrl, profileUrl } from '../api';
import { usePostLike } from '../hooks/use-post-like';
import { PlanCard } from './plan-card';
import { PostCaption } from './post-caption';
import { LikeButton } from './like-button';
import { LikesDialog } from './likes-dialog';
import { copyPostLink, PostMenu } from './post-menu';
import { PostMedia } from './post-media';

export interface PostCardProps {
  post: PublicPost;
  /** The /post page: whole caption, no "view comments" link. */
  onPostPage?: boolean;
  priority?: boolean;
}

async function share(post: PublicPost, copied: string): Promise<void> {
  const url = `${window.location.origin}${postUrl(post.post_id)}`;
  if (typeof navigator.share === 'function') {
    await navigator.share({ url, text: post.caption.slice(0, 100) }).catch(() => undefined);
    return;
  }
  await copyPostLink(post.post_id, copied);
}

export function PostCard({ post, onPostPage = false, priority = false }: PostCardProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const like = usePostLike();
  const [likesOpen, setLikesOpen] = useState(false);
  const author = post.user;
  const ago = useTimeAgo()(post.created_at);
  const name = `${author.first_name} ${author.last_name}`.trim() || author.username;

  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={t('post.by', { name: author.username })}
      sx={{
        borderRadius: { xs: 0, sm: 3 },
        borderInline: { xs: 0, sm: 1 },
        borderColor: { xs: 'divider', sm: 'divider' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 2, py: 1.25 }}>
        <Box
          component={AppLink}
          href={profileUrl(author.username)}
          dir="auto"
          aria-label={author.username}
          sx={{ display: 'flex', textDecoration: 'none' }}
        >
          <UserAvatar user={author} size={40} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
            <Link
              component={AppLink}
              href={profileUrl(author.username)}
              dir="auto"
              underline="hover"
              color="text.primary"
              noWrap
              sx={{ fontWeight: 700, fontSize: 15 }}
            >
              {name}
            </Link>
            {author.profile.is_verified ? <VerifiedBadge /> : null}
            {!post.is_owner && !post.is_followed ? (
              <>
                <Typography component="span" color="text.secondary" aria-hidden="true">
                  ·
                </Typography>
                <FollowButton uuid={author.uuid} followed={post.is_followed} variant="text" />
              </>
            ) : null}
          </Box>
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            {post.is_discovery ? (
              `${t('post.suggested')} · `
            ) : (
              <>
                <bdi>@{author.username}</bdi> ·{' '}
              </>
            )}
            <time dateTime={post.created_at} title={formatDate(post.created_at, lang)} data-slot="ago">
              {ago}
            </time>
            {post.edited_at ? ` · ${t('post.editedMark')}` : ''}
          </Typography>
        </Box>
        <PostMenu post={post} onPostPage={onPostPage} />
      </Box>

      {post.is_hidden ? (
        <Typography
          variant="body2"
          sx={{ mx: 2, mb: 1, p: 1, borderRadius: 1, bgcolor: 'warning.main', color: 'warning.contrastText' }}
        >
          {t('post.hiddenNotice')}
        </Typography>
      ) : null}

      <PostMedia
        media={post.media}
        alt={t('post.photoBy', { name: author.username })}
        onDoubleTap={() => void like(post, true)}
        priority={priority}
      />

      <Box sx={{ display: 'flex', alignItems: 'center', px: 1, pt: 0.5 }}>
        <LikeButton liked={post.liked} onClick={() => void like(post)} />
        <IconButton
          component={AppLink}
          href={`${postUrl(post.post_id)}#comments`}
          aria-label={t('post.comment')}
          sx={{ color: 'text.primary' }}
        >
          <ChatBubbleOutlineIcon sx={{ transform: 'scaleX(-1)' }} />
        </IconButton>
        <IconButton
          component={AppLink}
          href={`${postUrl(post.post_id)}#questions`}
          aria-label={t('post.ask')}
          sx={{ color: 'text.primary' }}
        >
          <HelpOutlineIcon />
        </IconButton>
        <IconButton
          onClick={() => void share(post, t('post.linkCopied'))}
          aria-label={t('post.share')}
          sx={{ color: 'text.primary' }}
        >
          <SendIcon sx={{ transform: 'rotate(-20deg)', fontSize: 22 }} />
        </IconButton>
      </Box>

      <Typography variant="body2" sx={{ px: 2, fontWeight: 700 }} aria-live="polite" data-slot="likes">
        {post.like_count > 0 ? (
          // the count opens who liked it
          <Link
            component="button"
            type="button"
            onClick={() => setLikesOpen(true)}
            color="inherit"
            underline="hover"
            // 24 px tall at least: a tap target beside the like and comment buttons (Lighthouse target-size)
            sx={{ font: 'inherit', minHeight: 24, verticalAlign: 'middle' }}
          >
            {t('post.likes', { count: post.like_count, formatted: compactCount(post.like_count, lang) })}
          </Link>
        ) : (
          t('post.likes', { count: post.like_count, formatted: compactCount(post.like_count, lang) })
        )}
      </Typography>
      {likesOpen ? <LikesDialog postId={post.post_id} open onClose={() => setLikesOpen(false)} /> : null}

      <Box sx={{ pt: 0.5 }}>
        <PostCaption username={author.username} caption={post.caption} full={onPostPage} />
      </Box>
      {post.user_plan ? (
        <Box sx={{ pt: 1 }}>
          <PlanCard planId={post.user_plan.user_plan_id} />
        </Box>
      ) : null}

      {!onPostPage && (post.comment_count > 0 || post.question_count > 0) ? (
        <Box sx={{ px: 2, pt: 0.5, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {post.comment_count > 0 ? (
            <Link
              component="button"
              type="button"
              underline="hover"
              color="text.secondary"
              variant="body2"
              onClick={() => navigate(`${postUrl(post.post_id)}#comments`)}
              data-slot="comments"
            >
              {t('post.viewComments', { count: post.comment_count })}
            </Link>
          ) : null}
          {post.question_count > 0 ? (
            <Link
              component="button"
              type="button"
              underline="hover"
              color="text.secondary"
              variant="body2"
              onClick={() => navigate(`${postUrl(post.post_id)}#questions`)}
              data-slot="questions"
            >
              {t('post.viewQuestions', { count: post.question_count })}
            </Link>
          ) : null}
        </Box>
      ) : null}
      <Box sx={{ height: 12 }} />
    </Card>
  );
}

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useTranslation } from 'react-i18next';
import { AppLink, useTimeAgo } from '@jad/shared-ui';
import type { PublicComment } from '@/lib/api-types';
import { UserAvatar } from '@/components/user-avatar';
import { VerifiedBadge } from '@/components/verified-badge';
import { RichText } from '@/shared/text/components/rich-text';
import { NS } from '@/i18n';
import { profileUrl } from '@/shared/posts/api';

export interface CommentItemProps {
  comment: PublicComment;
  onLike: (comment: PublicComment) => void;
  onReply?: (comment: PublicComment) => void;
  onDelete: (comment: PublicComment) => void;
  small?: boolean;
}

export function CommentItem({ comment: c, onLike, onReply, onDelete, small = false }: CommentItemProps) {
  const { t } = useTranslation(NS);
  const ago = useTimeAgo()(c.created_at);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, py: 1 }} data-testid="comment">
      <UserAvatar user={c.user} size={small ? 28 : 36} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Link
            component={AppLink}
            href={profileUrl(c.user.username)}
            underline="hover"
            color="text.primary"
            sx={{ fontWeight: 700, marginInlineEnd: 0.75 }}
          >
            <bdi>{c.user.username}</bdi>
          </Link>
          {c.user.profile.is_verified ? <VerifiedBadge size={13} /> : null}
          {c.is_author ? (
            <Typography
              component="span"
              variant="caption"
              sx={{ mx: 0.75, px: 0.75, borderRadius: 1, bgcolor: 'action.selected', fontWeight: 600 }}
            >
              {t('comments.author')}
            </Typography>
          ) : null}{' '}
          <Box component="span" dir="auto">
            <RichText text={c.body} />
          </Box>
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 0.25, color: 'text.secondary' }}>
          <Typography variant="caption">{ago}</Typography>
          {c.like_count > 0 ? (
            <Typography variant="caption" sx={{ fontWeight: 600 }}>
              {t('comments.likes', { count: c.like_count, formatted: String(c.like_count) })}
            </Typography>
          ) : null}
          {onReply ? (
            <Link
              component="button"
              type="button"
              variant="caption"
              underline="hover"
              color="inherit"
              sx={{ fontWeight: 600 }}
              onClick={() => onReply(c)}
            >
              {t('comments.reply')}
            </Link>
          ) : null}
          {c.can_delete ? (
            <IconButton
              size="small"
              aria-label={t('comments.delete')}
              onClick={() => onDelete(c)}
              sx={{ p: 0.25, color: 'inherit' }}
            >
              <DeleteOutlineIcon sx={{ fontSize: 16 }} />
            </IconButton>
          ) : null}
        </Box>
      </Box>
      <IconButton
        size="small"
        onClick={() => onLike(c)}
        aria-label={c.liked ? t('comments.unlike') : t('comments.like')}
        aria-pressed={c.liked}
        sx={{ alignSelf: 'flex-start', color: c.liked ? 'error.main' : 'text.secondary' }}
      >
        {c.liked ? <FavoriteIcon sx={{ fontSize: 16 }} /> : <FavoriteBorderIcon sx={{ fontSize: 16 }} />}
      </IconButton>
    </Box>
  );
}

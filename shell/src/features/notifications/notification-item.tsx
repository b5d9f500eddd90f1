import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import ChatBubbleIcon from '@mui/icons-material/ChatBubble';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HelpIcon from '@mui/icons-material/Help';
import HotelIcon from '@mui/icons-material/Hotel';
import MapIcon from '@mui/icons-material/Map';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import ReplyIcon from '@mui/icons-material/Reply';
import { useMutation } from '@tanstack/react-query';
import { type MouseEvent, type ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAppStore, visuallyHidden, type AppNotification, type NotificationType } from '@jad/shared-ui/core';
import { apiPost, localized, useTimeAgo } from '@jad/shared-ui';
import { UserAvatar } from '@/components/user-avatar';
import { NOTIFICATIONS_NS } from './i18n';

const TYPE_ICON: Record<NotificationType, { icon: ReactElement; colour: string }> = {
  LIKE: { icon: <FavoriteIcon />, colour: 'error.main' },
  COMMENT: { icon: <ChatBubbleIcon />, colour: 'primary.main' },
  COMMENT_REPLY: { icon: <ReplyIcon />, colour: 'primary.main' },
  QUESTION: { icon: <HelpIcon />, colour: 'warning.main' },
  ANSWER: { icon: <QuestionAnswerIcon />, colour: 'success.main' },
  FOLLOW: { icon: <PersonAddIcon />, colour: 'secondary.main' },
  NEW_PLAN: { icon: <MapIcon />, colour: 'info.main' },
  PAID_PLAN: { icon: <MapIcon />, colour: 'success.main' },
  HOTEL_ORDER: { icon: <HotelIcon />, colour: 'info.main' },
  HOTEL_ORDER_CANCEL: { icon: <HotelIcon />, colour: 'error.main' },
  MENTION: { icon: <AlternateEmailIcon />, colour: 'primary.main' },
  PLAN_INVITE: { icon: <GroupAddIcon />, colour: 'secondary.main' },
  PLAN_CHANGED: { icon: <EditCalendarIcon />, colour: 'info.main' },
  COMMENT_LIKE: { icon: <FavoriteIcon />, colour: 'error.main' },
};

function FollowBack({ uuid }: { uuid: string }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  // A failure leaves "Follow back": the person can try again.
  const {
    mutate,
    isPending: busy,
    isSuccess: following,
  } = useMutation({
    mutationFn: () => apiPost('/follows', { followed_uuid: uuid }),
  });
  const follow = (event: MouseEvent) => {
    // The row itself is a link: this button must not navigate.
    event.stopPropagation();
    event.preventDefault();
    if (!following && !busy) mutate();
  };
  return (
    <Button
      size="small"
      variant={following ? 'outlined' : 'contained'}
      disableElevation
      onClick={follow}
      onMouseDown={(e) => e.stopPropagation()}
      disabled={busy}
      sx={{ flexShrink: 0, textTransform: 'none', borderRadius: 2, minWidth: 96 }}
    >
      {following ? t('following') : t('followBack')}
    </Button>
  );
}

export interface NotificationItemProps {
  notification: AppNotification;
  isNew: boolean;
  href: string | null;
  onOpen: (notification: AppNotification) => void;
}

/** One row: who did what, when, with the post's picture (or "follow back") and a marker while unseen. */
export function NotificationItem({ notification: n, isNew, href, onOpen }: NotificationItemProps) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const actor = n.user_with_action;
  const name = actor ? actor.username : t('someone');
  // Order notifications name their hotel or activity, in Arabic when the order has an Arabic name.
  const lang = useAppStore((s) => s.lang);
  const orderName = n.order ? localized(lang, n.order.title, n.order.title_ar) || null : null;
  const ago = useTimeAgo()(n.createdAt);
  const media = n.post?.PostMedia?.[0];
  const { icon, colour } = TYPE_ICON[n.type] ?? TYPE_ICON.LIKE;
  const unseen = isNew || !n.is_seen;
  // "Omar and 4 others liked your post": the api groups the same kind on the same post
  const others = actor ? (n.others_count ?? 0) : 0;

  return (
    <ListItemButton
      component="a"
      href={href ?? undefined}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onOpen(n);
      }}
      data-unseen={unseen ? 'true' : 'false'}
      data-type={n.type}
      sx={{ gap: 1.5, py: 1.25, px: 2, alignItems: 'center', bgcolor: unseen ? 'action.hover' : undefined }}
    >
      <Box sx={{ position: 'relative', flexShrink: 0 }}>
        {actor ? (
          <UserAvatar
            src={actor.profile.profile_picture}
            initial={(actor.first_name || actor.username).charAt(0).toUpperCase()}
            size={44}
          />
        ) : (
          <Box
            sx={{
              width: 44,
              height: 44,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.selected',
              color: colour,
            }}
          >
            {icon}
          </Box>
        )}
        {actor ? (
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              insetInlineEnd: -4,
              bottom: -4,
              width: 20,
              height: 20,
              borderRadius: '50%',
              bgcolor: 'background.paper',
              color: colour,
              display: 'grid',
              placeItems: 'center',
              '& svg': { fontSize: 14 },
            }}
          >
            {icon}
          </Box>
        ) : null}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', '& b': { fontWeight: 700 } }}>
          <Trans
            t={t}
            i18nKey={orderName ? `named.${n.type}` : others > 0 ? `grouped.${n.type}` : `text.${n.type}`}
            defaults={t(`text.${n.type}`)}
            values={{ name, title: orderName, others: t('others', { count: others }) }}
            components={{ b: <b /> }}
          />{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {ago}
          </Typography>
        </Typography>
      </Box>
      {n.type === 'FOLLOW' && actor && !n.is_followed ? <FollowBack uuid={actor.uuid} /> : null}
      {media ? (
        <Box
          sx={{
            position: 'relative',
            flexShrink: 0,
            width: 44,
            height: 44,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'action.selected',
          }}
        >
          {media.is_image ? (
            <Box
              component="img"
              src={media.thumbnail ?? media.url}
              alt={t('postPreview')}
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Box
              sx={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary' }}
              aria-label={t('video')}
              role="img"
            >
              <PlayCircleIcon />
            </Box>
          )}
        </Box>
      ) : null}
      {unseen ? (
        <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}>
          <Box component="span" sx={visuallyHidden}>
            {t('unseen')}
          </Box>
        </Box>
      ) : null}
    </ListItemButton>
  );
}

import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { useFollow } from '../hooks/use-follow';

export interface FollowButtonProps {
  uuid: string;
  followed: boolean;
  /** Shown when the person follows the reader and the reader does not follow back. */
  followsMe?: boolean;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  variant?: 'button' | 'text';
}

/** Follow / Following (hover: Unfollow); hidden on your own content. */
export function FollowButton({
  uuid,
  followed: initial,
  followsMe,
  size = 'small',
  fullWidth,
  variant = 'button',
}: FollowButtonProps) {
  const { t } = useTranslation(NS);
  const { followed, busy, toggle, isMe } = useFollow(uuid, initial);
  const [hover, setHover] = useState(false);
  if (isMe) return null;
  const label = followed
    ? hover
      ? t('follow.unfollow')
      : t('follow.following')
    : followsMe
      ? t('follow.followBack')
      : t('follow.follow');
  if (variant === 'text') {
    return (
      <Button
        size="small"
        onClick={() => void toggle()}
        disabled={busy}
        sx={{ minWidth: 0, p: 0.25, fontWeight: 700, textTransform: 'none' }}
        color={followed ? 'inherit' : 'primary'}
      >
        {label}
      </Button>
    );
  }
  return (
    <Button
      size={size}
      fullWidth={fullWidth}
      variant={followed ? 'outlined' : 'contained'}
      color={followed && hover ? 'error' : 'primary'}
      disableElevation
      aria-pressed={followed}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onClick={() => void toggle()}
      disabled={busy}
      sx={{ textTransform: 'none', fontWeight: 700, borderRadius: 2, minWidth: 96 }}
    >
      {label}
    </Button>
  );
}

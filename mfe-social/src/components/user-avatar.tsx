import Avatar from '@mui/material/Avatar';
import type { SocialUser } from '@/lib/api-types';
import type { SessionUser } from '@/lib/store';

/** Round picture, or the first letter on a colour picked from the username (stable per person). */
export function UserAvatar({
  user,
  size = 40,
  ring = false,
}: {
  user: Pick<SocialUser, 'username' | 'first_name' | 'profile'>;
  size?: number;
  ring?: boolean;
}) {
  const hue = [...user.username].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  const letter = (user.first_name || user.username).charAt(0).toUpperCase();
  return (
    <Avatar
      src={user.profile.profile_picture ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        fontWeight: 700,
        bgcolor: `hsl(${hue} 55% 45%)`,
        color: '#fff',
        ...(ring ? { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } : {}),
      }}
    >
      {letter}
    </Avatar>
  );
}

/** The signed-in member's own avatar (the composers, the feed's "what's on your mind"): the session's user, as a card's. */
export function SessionAvatar({ user, size }: { user: SessionUser; size: number }) {
  const { username, first_name, profile } = user;
  return (
    <UserAvatar
      user={{
        username,
        first_name,
        profile: { profile_picture: profile.profile_picture, is_verified: profile.is_verified },
      }}
      size={size}
    />
  );
}

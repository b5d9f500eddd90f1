import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AppLink } from '@jad/shared-ui';
import type { SocialUser } from '@/lib/api-types';
import { UserAvatar } from '@/components/user-avatar';
import { VerifiedBadge } from '@/components/verified-badge';
import { profileUrl } from '@/shared/posts/api';

/** One person in a list dialog (followers, following, muted, blocked): picture, username, name and an action. */
export function PersonRow({
  person: p,
  onOpen,
  action,
}: {
  person: Pick<SocialUser, 'username' | 'first_name' | 'last_name' | 'profile'>;
  /** Called when the username link is followed (the dialog closes). */
  onOpen: () => void;
  action?: ReactNode;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1 }}>
      <UserAvatar user={p} size={44} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component={AppLink}
          href={profileUrl(p.username)}
          dir="auto"
          onClick={onOpen}
          underline="hover"
          color="text.primary"
          noWrap
          sx={{ display: 'block', fontWeight: 700 }}
        >
          {p.username}
          {p.profile.is_verified ? <VerifiedBadge size={14} /> : null}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap dir="auto">
          {`${p.first_name} ${p.last_name}`.trim()}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}

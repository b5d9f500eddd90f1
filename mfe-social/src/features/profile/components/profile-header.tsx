import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, countryName, useAppStore } from '@jad/shared-ui';
import type { SocialProfile } from '@/lib/api-types';
import { compactCount } from '@/lib/format';
import { UserAvatar } from '@/components/user-avatar';
import { VerifiedBadge } from '@/components/verified-badge';
import { NS } from '@/i18n';
import { FollowButton } from '@/shared/people/components/follow-button';
import { useSessionUser } from '@/lib/store';
import { useRelation } from '@/shared/relations/hooks/use-relation';
import { OwnProfileMenu, ProfileMenu } from './profile-menu';
import type { FollowSide } from './follow-list-dialog';
import { SocialLinks } from './social-links';

const FollowListDialog = lazy(() => import('./follow-list-dialog').then((m) => ({ default: m.FollowListDialog })));
const ComposerDialog = lazy(() =>
  import('@/shared/composer/components/composer-dialog').then((m) => ({ default: m.ComposerDialog })),
);

function Stat({ value, label, onClick }: { value: number; label: string; onClick?: () => void }) {
  const lang = useAppStore((s) => s.lang);
  const body = (
    <Box sx={{ textAlign: 'center', px: 1 }}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 800, fontSize: 18 }}>
        {compactCount(value, lang)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
  return onClick ? (
    <ButtonBase onClick={onClick} sx={{ borderRadius: 2, py: 0.5 }} aria-haspopup="dialog">
      {body}
    </ButtonBase>
  ) : (
    body
  );
}

/** Cover, picture, name with the verified tick, bio, place, the member's links elsewhere, counts (followers and following open their lists), follow or edit. */
export function ProfileHeader({ profile }: { profile: SocialProfile }) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const [list, setList] = useState<FollowSide | null>(null);
  const [composing, setComposing] = useState(false);
  const member = useSessionUser() !== null;
  const change = useRelation();
  const country = profile.country ? countryName(profile.country, lang) : null;
  // The city is the member's own words (set apart for bidi); the country is named in the reader's language.
  const place =
    profile.city || country ? (
      <>
        {profile.city ? <bdi>{profile.city}</bdi> : null}
        {profile.city && country ? (lang === 'ar' ? '، ' : ', ') : null}
        {country}
      </>
    ) : null;
  const name = `${profile.first_name} ${profile.last_name}`.trim();

  return (
    <Box component="header">
      <Box
        sx={{
          height: { xs: 140, sm: 220 },
          borderRadius: { xs: 0, sm: 3 },
          background: profile.cover_picture
            ? `center / cover no-repeat url("${profile.cover_picture}")`
            : 'linear-gradient(120deg, #0f4c81 0%, #2a9d8f 55%, #e9c46a 100%)',
        }}
        role={profile.cover_picture ? 'img' : undefined}
        aria-label={profile.cover_picture ? t('profile.cover') : undefined}
      />
      <Box
        sx={{
          px: { xs: 2, sm: 3 },
          mt: { xs: -6, sm: -8 },
          display: 'flex',
          alignItems: 'flex-end',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ borderRadius: '50%', border: 4, borderColor: 'background.default', lineHeight: 0 }}>
          <UserAvatar user={profile} size={120} />
        </Box>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', gap: 1, pb: 1 }}>
          {profile.is_me ? (
            <>
              <Button
                component={AppLink}
                href="/account/edit-profile"
                variant="outlined"
                sx={{ textTransform: 'none', fontWeight: 700, borderRadius: 2 }}
              >
                {t('profile.edit')}
              </Button>
              <Button
                variant="contained"
                disableElevation
                onClick={() => setComposing(true)}
                sx={{ textTransform: 'none', fontWeight: 700, borderRadius: 2 }}
              >
                {t('profile.newPost')}
              </Button>
              <OwnProfileMenu />
            </>
          ) : profile.is_blocked ? (
            <>
              <Button
                variant="outlined"
                color="error"
                disabled={change.isPending}
                onClick={() =>
                  change.mutate({ kind: 'blocked', uuid: profile.uuid, username: profile.username, on: false })
                }
                sx={{ textTransform: 'none', fontWeight: 700, borderRadius: 2 }}
              >
                {t('relations.unblock')}
              </Button>
              <ProfileMenu profile={profile} />
            </>
          ) : (
            <>
              <FollowButton
                uuid={profile.uuid}
                followed={profile.is_followed}
                followsMe={profile.follows_me}
                size="medium"
              />
              {member ? <ProfileMenu profile={profile} /> : null}
            </>
          )}
        </Box>
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 1 }}>
        <Typography
          component="h1"
          variant="h5"
          sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <bdi>{name || profile.username}</bdi>
          {profile.profile.is_verified ? <VerifiedBadge size={22} /> : null}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography color="text.secondary">
            <bdi>@{profile.username}</bdi>
          </Typography>
          {profile.follows_me && !profile.is_me ? <Chip size="small" label={t('profile.followsYou')} /> : null}
          {profile.is_muted ? <Chip size="small" label={t('relations.mutedChip')} /> : null}
          {profile.is_blocked ? <Chip size="small" color="error" label={t('relations.blockedChip')} /> : null}
        </Box>
        {profile.bio ? (
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line', maxWidth: 640 }} dir="auto">
            {profile.bio}
          </Typography>
        ) : null}
        {place ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <PlaceIcon fontSize="small" /> {place}
          </Typography>
        ) : null}
        <SocialLinks profile={profile} name={name || profile.username} />
        <Box
          sx={{
            display: 'flex',
            gap: { xs: 1, sm: 3 },
            mt: 2,
            justifyContent: { xs: 'space-around', sm: 'flex-start' },
            borderBlock: { xs: 1, sm: 0 },
            borderColor: 'divider',
            py: { xs: 1, sm: 0 },
          }}
        >
          <Stat value={profile.posts_count} label={t('profile.posts', { count: profile.posts_count })} />
          <Stat
            value={profile.followers_count}
            label={t('profile.followers', { count: profile.followers_count })}
            onClick={() => setList('followers')}
          />
          <Stat value={profile.following_count} label={t('profile.following')} onClick={() => setList('following')} />
        </Box>
      </Box>
      {list ? (
        <Suspense fallback={null}>
          <FollowListDialog uuid={profile.uuid} side={list} open onClose={() => setList(null)} />
        </Suspense>
      ) : null}
      {composing ? (
        <Suspense fallback={null}>
          <ComposerDialog open onClose={() => setComposing(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import GridOnIcon from '@mui/icons-material/GridOn';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AppLink, LoadingIndicator, NotFoundView, useAppStore } from '@jad/shared-ui';
import { useSessionStatus, useSessionUser } from '@/lib/store';
import { InfiniteSentinel } from '@/components/infinite-sentinel';
import { NS } from '@/i18n';
import { useProfile } from '../hooks/use-profile';
import { PostTile } from './post-tile';
import { ProfileHeader } from './profile-header';

/** /profile/{username}: header, then the posts grid with infinite scroll; not-found messages for a user or a profile. */
export function ProfilePage() {
  const { t } = useTranslation(NS);
  const { username = '' } = useParams();
  const status = useSessionStatus();
  const user = useSessionUser();
  const sessionKey = status === 'loading' ? 'loading' : (user?.uuid ?? 'visitor');
  const { profile, posts, state, loadingPosts, hasMore, loadMore, retry } = useProfile(
    decodeURIComponent(username),
    sessionKey,
  );
  const lang = useAppStore((s) => s.lang);

  useEffect(() => {
    if (profile)
      document.title = t('profile.pageTitle', {
        name: `${profile.first_name} ${profile.last_name}`.trim() || profile.username,
        username: profile.username,
      });
  }, [profile, t, lang]);

  if (state === 'userMissing' || state === 'profileMissing') {
    return (
      <NotFoundView message={t(state === 'userMissing' ? 'profile.userNotFound' : 'profile.profileNotFound')}>
        <Button component={AppLink} href="/feed" variant="contained" disableElevation>
          {t('postPage.backToFeed')}
        </Button>
      </NotFoundView>
    );
  }
  if (state === 'failed') {
    return (
      <NotFoundView message={t('profile.failed')}>
        <Button onClick={retry} variant="contained" disableElevation>
          {t('actions.retry')}
        </Button>
      </NotFoundView>
    );
  }
  if (!profile) return <LoadingIndicator />;

  return (
    <Box sx={{ maxWidth: 935, mx: 'auto', width: '100%', py: { xs: 0, sm: 3 }, px: { xs: 0, sm: 2 } }}>
      <ProfileHeader profile={profile} />
      <Box sx={{ mt: 3, borderTop: 1, borderColor: 'divider', display: 'flex', justifyContent: 'center' }}>
        <Typography
          component="h2"
          variant="overline"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            borderTop: 2,
            borderColor: 'text.primary',
            mt: '-1px',
            px: 2,
            py: 1,
            fontWeight: 700,
          }}
        >
          <GridOnIcon fontSize="small" /> {t('profile.postsTab')}
        </Typography>
      </Box>
      {posts.length > 0 ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { xs: 0.25, sm: 0.5 } }}>
          {posts.map((p) => (
            <PostTile key={p.post_id} post={p} />
          ))}
          {loadingPosts
            ? [0, 1, 2].map((i) => (
                <Skeleton key={`s${i}`} variant="rectangular" sx={{ aspectRatio: '1', height: 'auto' }} />
              ))
            : null}
        </Box>
      ) : loadingPosts ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 0.5 }}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} variant="rectangular" sx={{ aspectRatio: '1', height: 'auto' }} />
          ))}
        </Box>
      ) : (
        <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
          <PhotoCameraIcon sx={{ fontSize: 56 }} />
          <Typography variant="h6" component="p" color="text.primary">
            {profile.is_me
              ? t('profile.noPostsMine')
              : profile.is_blocked
                ? t('relations.blockedPosts', { username: profile.username })
                : t('profile.noPosts')}
          </Typography>
        </Box>
      )}
      {hasMore ? <InfiniteSentinel onVisible={loadMore} active={!loadingPosts} /> : null}
    </Box>
  );
}

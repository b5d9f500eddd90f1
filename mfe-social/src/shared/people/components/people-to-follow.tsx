import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AppLink, appStore } from '@jad/shared-ui';
import type { PersonToFollow } from '@/lib/api-types';
import { socialKeys } from '@/lib/query-keys';
import { usePeople, useSessionUser } from '@/lib/store';
import { UserAvatar } from '@/components/user-avatar';
import { VerifiedBadge } from '@/components/verified-badge';
import { NS } from '@/i18n';
import { profileUrl } from '@/shared/posts/api';
import { fetchPeopleToFollow } from '../api';
import { FollowButton } from './follow-button';

/**
 * Loads the suggestions once per session into the store (spec §3 people_to_follow, where a follow updates them);
 * failures leave it empty. `sessionKey` stays in the signature: it names the session the list was asked for.
 */
export function usePeopleToFollow(sessionKey: string) {
  const viewer = useSessionUser()?.uuid ?? null;
  const stored = usePeople();
  // The store's updates render synchronously (useSyncExternalStore); the deferred copy renders the list in a
  // transition, in slices (as the feed's posts do).
  const people = useDeferredValue(stored);
  const query = useQuery({
    queryKey: socialKeys.people(viewer),
    queryFn: async ({ signal }) => {
      const rows = await fetchPeopleToFollow(8, signal).catch(() => []);
      // Asked for an earlier session: leave the store to this one's answer.
      if (!signal.aborted) appStore.getState().setField('people_to_follow', rows);
      return rows;
    },
    enabled: sessionKey !== 'loading',
    // The store is the copy on screen (a follow changes it): ask again on each mount, as before.
    staleTime: 0,
    gcTime: 0,
  });
  return { people, loaded: query.isSuccess && people === stored };
}

function reasonOf(person: PersonToFollow, t: TFunction<'social'>): string {
  if (person.mutual_count > 0) return t('people.mutual', { count: person.mutual_count });
  if (person.profile.is_verified) return t('people.popular');
  return t('people.new');
}

/** The sidebar list (desktop) of people to follow. */
export function PeopleToFollowList({ sessionKey }: { sessionKey: string }) {
  const { t } = useTranslation(NS);
  const { people, loaded } = usePeopleToFollow(sessionKey);
  if (loaded && people.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="people-title">
      <Typography
        id="people-title"
        variant="subtitle2"
        component="h2"
        color="text.secondary"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {t('people.title')}
      </Typography>
      {!loaded
        ? [0, 1, 2, 3].map((i) => (
            <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1 }}>
              <Skeleton variant="circular" width={40} height={40} />
              <Skeleton sx={{ flex: 1 }} />
            </Box>
          ))
        : people.slice(0, 6).map((p) => (
            <Box key={p.uuid} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 0.75 }}>
              <UserAvatar user={p} size={40} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link
                  component={AppLink}
                  href={profileUrl(p.username)}
                  dir="auto"
                  underline="hover"
                  color="text.primary"
                  noWrap
                  sx={{ display: 'block', fontWeight: 700, fontSize: 14 }}
                >
                  {p.username}
                  {p.profile.is_verified ? <VerifiedBadge size={14} /> : null}
                </Link>
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {reasonOf(p, t)}
                </Typography>
              </Box>
              <FollowButton uuid={p.uuid} followed={p.is_followed} variant="text" />
            </Box>
          ))}
    </Box>
  );
}

/** The horizontal strip (phones) of people to follow, shown between posts. */
export function PeopleToFollowStrip({ sessionKey }: { sessionKey: string }) {
  const { t } = useTranslation(NS);
  const { people } = usePeopleToFollow(sessionKey);
  if (people.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="people-strip-title" sx={{ py: 2 }}>
      <Typography id="people-strip-title" variant="subtitle2" component="h2" sx={{ fontWeight: 700, px: 2, mb: 1 }}>
        {t('people.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', px: 2, pb: 1, scrollSnapType: 'x proximity' }}>
        {people.map((p) => (
          <Card
            key={p.uuid}
            variant="outlined"
            sx={{ flex: '0 0 156px', p: 2, textAlign: 'center', borderRadius: 3, scrollSnapAlign: 'start' }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
              <UserAvatar user={p} size={64} />
            </Box>
            <Link
              component={AppLink}
              href={profileUrl(p.username)}
              dir="auto"
              underline="hover"
              color="text.primary"
              noWrap
              sx={{ display: 'block', fontWeight: 700, fontSize: 14 }}
            >
              {p.username}
              {p.profile.is_verified ? <VerifiedBadge size={14} /> : null}
            </Link>
            <Typography variant="caption" color="text.secondary" noWrap component="div" sx={{ mb: 1.5 }}>
              {reasonOf(p, t)}
            </Typography>
            <FollowButton uuid={p.uuid} followed={p.is_followed} fullWidth />
          </Card>
        ))}
      </Box>
    </Box>
  );
}

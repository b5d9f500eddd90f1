import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeByPage } from '@jad/shared-ui';
import type { PublicFollow } from '@/lib/api-types';
import { socialKeys } from '@/lib/query-keys';
import { useSessionUser } from '@/lib/store';
import { NS } from '@/i18n';
import { FollowButton } from '@/shared/people/components/follow-button';
import { PersonRow } from '@/shared/people/components/person-row';
import { fetchFollows } from '@/shared/people/api';

export type FollowSide = 'followers' | 'following';

/**
 * Followers or following of a person, a page at a time (page 1 replaces, later pages append); a follow toggle
 * reloads the list 200 ms later (useFollow invalidates the follow lists).
 */
export function FollowListDialog({
  uuid,
  side,
  open,
  onClose,
}: {
  uuid: string;
  side: FollowSide;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const fullScreen = useMediaQuery('(max-width:600px)');
  const viewer = useSessionUser()?.uuid ?? null;
  const list = useInfiniteQuery({
    queryKey: socialKeys.followList(uuid, side, viewer),
    // spec §8: a failed follow fetch silently shows an empty list
    queryFn: ({ pageParam, signal }) =>
      fetchFollows(uuid, side, pageParam, signal).catch(() => ({ rows: [] as PublicFollow[], count: 0 })),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.rows.length > 0 ? all.length + 1 : null),
    enabled: open,
  });
  const pages = list.data?.pages;
  const rows = useMemo(
    () => (pages ?? []).reduce<PublicFollow[]>((acc, p, i) => mergeByPage(acc, p.rows, i + 1), []),
    [pages],
  );
  const count = pages?.at(-1)?.count ?? 0;
  const loading = list.isPending || list.isFetchingNextPage;

  const person = (f: PublicFollow) => (side === 'followers' ? f.follower : f.followed);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby="follow-list-title"
    >
      <DialogTitle id="follow-list-title" sx={{ display: 'flex', alignItems: 'center' }}>
        <Box component="span" sx={{ flex: 1, textAlign: 'center', fontWeight: 700 }}>
          {t(`profile.${side}Title`)}
        </Box>
        <IconButton onClick={onClose} aria-label={t('actions.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 320, p: 0 }}>
        {loading && rows.length === 0 ? (
          <Box sx={{ p: 2 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Box>
        ) : rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
            {t(`profile.${side}Empty`)}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((f) => {
              const p = person(f);
              return (
                <PersonRow
                  key={p.uuid}
                  person={p}
                  onOpen={onClose}
                  action={f.is_me ? null : <FollowButton uuid={p.uuid} followed={f.is_followed} />}
                />
              );
            })}
          </Box>
        )}
        {count > rows.length ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <Button onClick={() => void list.fetchNextPage()} disabled={loading}>
              {t('profile.more')}
            </Button>
          </Box>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

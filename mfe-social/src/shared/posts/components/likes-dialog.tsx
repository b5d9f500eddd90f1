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
import { useTranslation } from 'react-i18next';
import type { LikersPage } from '@/lib/api-types';
import { socialKeys } from '@/lib/query-keys';
import { useSessionUser } from '@/lib/store';
import { NS } from '@/i18n';
import { FollowButton } from '@/shared/people/components/follow-button';
import { PersonRow } from '@/shared/people/components/person-row';
import { fetchLikers } from '../likers-api';

/** Who liked a post: a keyset-paged list of people with a follow button, as the follow lists show them. */
export function LikesDialog({ postId, open, onClose }: { postId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const fullScreen = useMediaQuery('(max-width:600px)');
  const viewer = useSessionUser()?.uuid ?? null;
  const list = useInfiniteQuery({
    queryKey: socialKeys.likers(postId, viewer),
    // as the follow lists: a failed fetch shows an empty list
    queryFn: ({ pageParam, signal }) =>
      fetchLikers(postId, pageParam, signal).catch((): LikersPage => ({ rows: [], next_cursor: null })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: open,
  });
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const loading = list.isPending || list.isFetchingNextPage;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen} aria-labelledby="likes-title">
      <DialogTitle id="likes-title" sx={{ display: 'flex', alignItems: 'center' }}>
        <Box component="span" sx={{ flex: 1, textAlign: 'center', fontWeight: 700 }}>
          {t('post.likesTitle')}
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
            {t('post.likesEmpty')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="likers">
            {rows.map((r) => (
              <PersonRow
                key={r.user.uuid}
                person={r.user}
                onOpen={onClose}
                action={r.is_me ? null : <FollowButton uuid={r.user.uuid} followed={r.is_followed} />}
              />
            ))}
          </Box>
        )}
        {list.hasNextPage ? (
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

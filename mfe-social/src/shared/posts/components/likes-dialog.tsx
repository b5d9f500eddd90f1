import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LikersPage } from '@/lib/api-types';
import { socialKeys } from '@/lib/query-keys';
import { useSessionUser } from '@/lib/store';
import { NS } from '@/i18n';
import { PeopleListDialog } from '@/shared/people/components/people-list-dialog';
import { fetchLikers } from '../likers-api';

/** Who liked a post: a keyset-paged list of people with a follow button, as the follow lists show them. */
export function LikesDialog({ postId, open, onClose }: { postId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
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
    <PeopleListDialog
      open={open}
      onClose={onClose}
      title={t('post.likesTitle')}
      empty={t('post.likesEmpty')}
      people={rows}
      loading={loading}
      hasMore={list.hasNextPage}
      onMore={() => void list.fetchNextPage()}
      testId="likers"
    />
  );
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeByPage } from '@jad/shared-ui';
import type { PublicFollow } from '@/lib/api-types';
import { socialKeys } from '@/lib/query-keys';
import { useSessionUser } from '@/lib/store';
import { NS } from '@/i18n';
import { fetchFollows } from '@/shared/people/api';
import { PeopleListDialog } from '@/shared/people/components/people-list-dialog';

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

  const people = useMemo(
    () => rows.map((f) => ({ ...f, user: side === 'followers' ? f.follower : f.followed })),
    [rows, side],
  );
  return (
    <PeopleListDialog
      open={open}
      onClose={onClose}
      title={t(`profile.${side}Title`)}
      empty={t(`profile.${side}Empty`)}
      people={people}
      loading={loading}
      hasMore={count > rows.length}
      onMore={() => void list.fetchNextPage()}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { appStore, mergeByPage, useAppStore } from '@jad/shared-ui';
import { activityKeys } from '@/lib/query-keys';
import { fetchWishlistPage } from '@/lib/wishlist';
import { LoadMore } from '@/components/load-more';
import { WishlistLayout } from './wishlist-layout';

/**
 * /wishlist (sign-in needed, guarded by the routes): page 1 replaces the store's wishlist, later pages
 * append (spec §4). Removing a heart here takes the card away.
 */
export function WishlistPage() {
  const rows = useAppStore((s) => s.wishlist);
  const [count, setCount] = useState(0);
  const [page, setPage] = useState(1);
  const answer = useQuery({
    queryKey: activityKeys.wishlistPage(page),
    queryFn: () => fetchWishlistPage(page),
  });
  const { data, isError, refetch } = answer;
  // The last page merged into the store: the list shows once the store holds what was fetched.
  const [shown, setShown] = useState(0);
  const status = shown === 0 ? 'loading' : page > shown && !isError ? 'loading-more' : 'ready';

  // The store keeps the list (spec §4: page 1 replaces it, later pages append), also when a page comes from the cache.
  useEffect(() => {
    const { wishlist, setField } = appStore.getState();
    if (data) {
      setField('wishlist', mergeByPage(wishlist, data.rows, data.page));
      setCount(data.count);
      setShown(data.page);
    } else if (isError && page === 1) {
      setField('wishlist', []);
      setCount(0);
      setShown(1);
    }
  }, [data, isError, page]);

  const more = () => {
    if (isError) void refetch();
    else if (data) setPage(data.page + 1);
  };

  const removed = (activityId: string) => {
    setCount((n) => Math.max(0, n - 1));
    const { wishlist, setField } = appStore.getState();
    setField(
      'wishlist',
      wishlist.filter((a) => a.activity_id !== activityId),
    );
  };

  return (
    <WishlistLayout rows={status === 'loading' ? undefined : rows} count={count} onRemoved={removed}>
      <LoadMore
        hasMore={status !== 'loading' && rows.length < count}
        loading={status === 'loading-more'}
        onMore={() => status === 'ready' && more()}
      />
    </WishlistLayout>
  );
}

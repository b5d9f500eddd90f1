import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { apiDelete, apiPost, appStore, bus, i18n, useAppStore } from '@jad/shared-ui';
import type { ActivitySummary, WishlistPage, WishlistToggleResponse } from './api-types';
import { activityKeys } from './query-keys';
import { useSignedInAction } from './session';
import { wishlistPageBody } from './wishlist-page-body';

export async function fetchWishlistPage(page: number): Promise<WishlistPage> {
  return apiPost<WishlistPage>('/wishlist/fetch-all', wishlistPageBody(page));
}

export async function setWishlisted(acid: string, wishlisted: boolean): Promise<WishlistToggleResponse> {
  return wishlisted
    ? apiPost<WishlistToggleResponse>('/wishlist', { acid })
    : apiDelete<WishlistToggleResponse>('/wishlist', { acid });
}

/** The store's wishlist (spec §3) follows every toggle, so other screens agree without a refetch. */
function syncStore(activity: ActivitySummary, wishlisted: boolean): void {
  const { wishlist, setField } = appStore.getState();
  const rest = wishlist.filter((a) => a.activity_id !== activity.activity_id);
  setField('wishlist', wishlisted ? [{ ...activity, is_wishlisted: true }, ...rest] : rest);
}

/**
 * The heart of a card or the detail page: optimistic (it fills at once), undone if the call fails, and for
 * visitors a trip to sign-in that comes back here.
 */
export function useWishlistToggle(activity: ActivitySummary, onChange?: (wishlisted: boolean) => void) {
  const [wishlisted, setLocal] = useState(activity.is_wishlisted);
  const signedIn = useSignedInAction();
  const status = useAppStore((s) => s.sessionStatus);
  const client = useQueryClient();
  useEffect(() => setLocal(activity.is_wishlisted), [activity.is_wishlisted]);

  const { mutate, isPending } = useMutation({
    mutationFn: (next: boolean) => setWishlisted(activity.activity_id, next),
    onMutate: (next) => setLocal(next),
    onSuccess: (_answer, next) => {
      syncStore(activity, next);
      onChange?.(next);
    },
    onError: (_error, next) => {
      setLocal(!next);
      bus.emit('shell:toast-requested', {
        message: i18n.t('wishlist.failed', { ns: 'activities' }),
        severity: 'error',
      });
    },
    // The wishlist and the activity's own page read the server's state when next shown.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: activityKeys.wishlist });
      void client.invalidateQueries({ queryKey: activityKeys.detailOf(activity.activity_id) });
    },
  });

  const toggle = useCallback(() => {
    signedIn(() => {
      if (!isPending) mutate(!wishlisted);
    });
  }, [isPending, mutate, signedIn, wishlisted]);

  // A visitor's heart is never filled, whatever a cached list said.
  return { wishlisted: status === 'authenticated' && wishlisted, busy: isPending, toggle };
}

import { apiGet, apiRequest, bus, i18n, useAppStore } from '@jad/shared-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NS } from '@/i18n';
import { FAVOURITE_IDS_PATH, type FavouriteIds } from './favourite-ids';
import { hotelKeys } from './query-keys';

// The signed-in user's favourite hotel ids, one query per member, so every heart on a page knows its state without
// a request per card. A toggle writes the cache at once (optimistic) and puts it back when the api refuses.

// The first frame of /hotel asks the same (favourite-ids.ts): the page's first ids request takes its answer.
const fetchFavouriteIds = (): Promise<FavouriteIds> => apiGet<FavouriteIds>(FAVOURITE_IDS_PATH);

function useIdsQuery<T>(select: (data: FavouriteIds) => T) {
  const member = useAppStore((s) => (s.sessionStatus === 'authenticated' ? (s.user?.uuid ?? null) : null));
  // Hearts show empty when the load fails; toggling still works. Only this page's toggles change the list.
  return useQuery({
    queryKey: hotelKeys.favouriteIds(member ?? ''),
    queryFn: fetchFavouriteIds,
    enabled: member !== null,
    staleTime: Infinity,
    select,
  });
}

const toSet = (data: FavouriteIds): ReadonlySet<string> => new Set(data.hids);

/** The member's favourite ids; `loaded` is false for visitors and until the first answer. */
export function useFavouriteIds(): { ids: ReadonlySet<string>; loaded: boolean } {
  const { data } = useIdsQuery(toSet);
  return { ids: data ?? EMPTY, loaded: data !== undefined };
}

const EMPTY: ReadonlySet<string> = new Set();

const toast = (key: string, severity: 'success' | 'error') =>
  bus.emit('shell:toast-requested', { message: i18n.t(key, { ns: NS }), severity });

/** One hotel's heart: whether it is on, and the toggle (a no-op while the last one is on its way). */
export function useFavourite(hid: string): { on: boolean; busy: boolean; toggle: () => void } {
  const client = useQueryClient();
  const member = useAppStore((s) => s.user?.uuid ?? '');
  const { data: on = false } = useIdsQuery((data) => data.hids.includes(hid));
  const key = hotelKeys.favouriteIds(member);

  const { mutate, isPending } = useMutation({
    mutationFn: (add: boolean) =>
      add
        ? apiRequest('post', '/hotels/favourites', { hid })
        : apiRequest('delete', `/hotels/favourites/${encodeURIComponent(hid)}`),
    onMutate: async (add) => {
      // An ids answer still on its way must not overwrite the optimistic state.
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<FavouriteIds>(key);
      const rest = (before?.hids ?? []).filter((h) => h !== hid);
      client.setQueryData<FavouriteIds>(key, { hids: add ? [...rest, hid] : rest });
      return { before };
    },
    onSuccess: (_answer, add) => toast(add ? 'favourites.added' : 'favourites.removed', 'success'),
    onError: (_error, _add, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      else void client.invalidateQueries({ queryKey: key });
      toast('favourites.failed', 'error');
    },
    onSettled: (_answer, _error, _add, context) => {
      // The saved list changes with the heart; ids guessed before their first answer are asked for again.
      void client.invalidateQueries({ queryKey: hotelKeys.allFavourites });
      if (!context?.before) void client.invalidateQueries({ queryKey: key });
    },
  });

  return { on, busy: isPending, toggle: () => !isPending && mutate(!on) };
}

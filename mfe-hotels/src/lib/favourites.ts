import { apiGet, apiRequest, appStore, bus, i18n } from '@jad/shared-ui';
import { create } from 'zustand';
import { NS } from '@/i18n';

// The signed-in user's favourite hotel ids, loaded once per session, so every heart on a page
// knows its state without a request per card.

interface FavouritesState {
  ids: Set<string>;
  loadedFor: string | null;
  busy: Set<string>;
}

export const favouritesStore = create<FavouritesState>(() => ({ ids: new Set(), loadedFor: null, busy: new Set() }));

export async function loadFavouriteIds(): Promise<void> {
  const user = appStore.getState().user;
  if (!user || favouritesStore.getState().loadedFor === user.uuid) return;
  try {
    const { hids } = await apiGet<{ hids: string[] }>('/hotels/favourites/ids');
    favouritesStore.setState({ ids: new Set(hids), loadedFor: user.uuid });
  } catch {
    // Hearts show empty; toggling still works.
  }
}

const toast = (key: string, severity: 'success' | 'error') =>
  bus.emit('shell:toast-requested', { message: i18n.t(key, { ns: NS }), severity });

/** Adds or removes a favourite; answers the new state (unchanged when the call failed). */
export async function toggleFavourite(hid: string): Promise<boolean> {
  const { ids, busy } = favouritesStore.getState();
  const was = ids.has(hid);
  if (busy.has(hid)) return was;
  favouritesStore.setState({ busy: new Set(busy).add(hid) });
  try {
    if (was) await apiRequest('delete', `/hotels/favourites/${encodeURIComponent(hid)}`);
    else await apiRequest('post', '/hotels/favourites', { hid });
    const next = new Set(favouritesStore.getState().ids);
    if (was) next.delete(hid);
    else next.add(hid);
    favouritesStore.setState({ ids: next });
    toast(was ? 'favourites.removed' : 'favourites.added', 'success');
    return !was;
  } catch {
    toast('favourites.failed', 'error');
    return was;
  } finally {
    const rest = new Set(favouritesStore.getState().busy);
    rest.delete(hid);
    favouritesStore.setState({ busy: rest });
  }
}

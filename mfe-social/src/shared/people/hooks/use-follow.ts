import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FOLLOW_LIST_REFRESH_MS } from '@jad/shared-ui';
import { applyFollowState } from '@/lib/follow-sync';
import { socialKeys } from '@/lib/query-keys';
import { requireSignIn, withToast } from '@/lib/actions';
import { useSessionUser } from '@/lib/store';
import { setFollow } from '../api';

/** Follow state of one person with an optimistic toggle; visitors are sent to sign in. */
export function useFollow(uuid: string, initial: boolean) {
  const user = useSessionUser();
  const client = useQueryClient();
  const [followed, setFollowed] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [prevInitial, setPrevInitial] = useState(initial);
  // The server's answer elsewhere (another card of the same person) wins over our local copy.
  if (initial !== prevInitial) {
    setPrevInitial(initial);
    setFollowed(initial);
  }
  const toggle = async () => {
    if (!user) return requireSignIn();
    if (busy) return;
    const next = !followed;
    setBusy(true);
    setFollowed(next);
    const state = await withToast(() => setFollow(uuid, next));
    setBusy(false);
    if (!state) {
      setFollowed(!next);
      return;
    }
    setFollowed(state.is_followed);
    applyFollowState(state);
    // Every place that shows this person agrees at once (above); the open follow lists and the profile counts
    // load again a moment later (spec §9).
    setTimeout(() => {
      void client.invalidateQueries({ queryKey: socialKeys.follows });
      void client.invalidateQueries({ queryKey: socialKeys.profiles });
    }, FOLLOW_LIST_REFRESH_MS);
  };
  return { followed, busy, toggle, isMe: user?.uuid === uuid };
}

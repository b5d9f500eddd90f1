import { useState } from 'react';
import { applyFollowState } from '@/lib/follow-sync';
import { requireSignIn, withToast } from '@/lib/actions';
import { useSessionUser } from '@/lib/store';
import { setFollow } from '../api';

/** Follow state of one person with an optimistic toggle; visitors are sent to sign in. */
export function useFollow(uuid: string, initial: boolean) {
  const user = useSessionUser();
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
  };
  return { followed, busy, toggle, isMe: user?.uuid === uuid };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appStore } from '@jad/shared-ui';
import { withToast } from '@/lib/actions';
import type { RelationState } from '@/lib/api-types';
import { socialKeys } from '@/lib/query-keys';
import { selectPosts, selectProfile } from '@/lib/store';
import { NS } from '@/i18n';
import { setRelation, type RelationKind } from '../api';

export interface RelationChange {
  kind: RelationKind;
  uuid: string;
  username: string;
  on: boolean;
}

/** What a mute or block changed, on screen at once: the profile shown, and the person's posts in the feed. */
function applyRelation(state: RelationState) {
  const store = appStore.getState();
  const profile = selectProfile(store);
  if (profile?.uuid === state.user_uuid) {
    // a block ends the follows both ways
    const ended = state.is_blocked ? { is_followed: false, follows_me: false } : {};
    store.setField('profile', { ...profile, ...ended, is_muted: state.is_muted, is_blocked: state.is_blocked });
  }
  if (state.is_muted || state.is_blocked)
    store.setPosts(selectPosts(store).filter((p) => p.user.uuid !== state.user_uuid));
}

/**
 * Mute, unmute, block or unblock a member (their profile's menu, a post's menu, the settings lists): the answer is applied to
 * the screen, then the lists, profiles and feeds that depend on it are asked again.
 */
export function useRelation() {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, uuid, username, on }: RelationChange) =>
      withToast(() => setRelation(kind, uuid, on), t(`relations.done.${kind}.${on ? 'on' : 'off'}`, { username })),
    onSuccess: async (state) => {
      if (!state) return;
      applyRelation(state);
      await Promise.all([
        client.invalidateQueries({ queryKey: socialKeys.allRelations }),
        client.invalidateQueries({ queryKey: socialKeys.profiles }),
        client.invalidateQueries({ queryKey: ['social', 'profile-posts'] }),
        client.invalidateQueries({ queryKey: socialKeys.feeds }),
      ]);
    },
  });
}

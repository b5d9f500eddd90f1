import { appStore } from '@jad/shared-ui';
import type { FollowState } from './api-types';
import { selectPeople, selectPosts, selectProfile, selectProfilePosts } from './store';

// After a follow or unfollow, every place in the store that shows that person agrees at once (posts, suggestions,
// the profile header); the follow lists and profiles held by the query cache reload 200 ms later (useFollow).

export function applyFollowState(state: FollowState): void {
  const store = appStore.getState();
  const uuid = state.followed_uuid;
  for (const post of [...selectPosts(store), ...selectProfilePosts(store)]) {
    if (post.user.uuid === uuid && post.is_followed !== state.is_followed)
      store.replacePost({ ...post, is_followed: state.is_followed });
  }
  const people = selectPeople(store);
  if (people.some((p) => p.uuid === uuid)) {
    store.setField(
      'people_to_follow',
      people.map((p) => (p.uuid === uuid ? { ...p, is_followed: state.is_followed } : p)),
    );
  }
  const profile = selectProfile(store);
  if (profile && profile.uuid === uuid) {
    store.setField('profile', { ...profile, is_followed: state.is_followed, followers_count: state.followers_count });
  }
}

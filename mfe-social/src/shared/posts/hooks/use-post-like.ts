import { appStore } from '@jad/shared-ui';
import type { PublicPost } from '@/lib/api-types';
import { requireSignIn, withToast } from '@/lib/actions';
import { selectPost, selectPosts, selectProfilePosts, useSessionUser } from '@/lib/store';
import { setPostLike } from '../api';

/** The freshest copy of a post the store holds (feed, profile grid or post page). */
function current(postId: string): PublicPost | null {
  const s = appStore.getState();
  const post = selectPost(s);
  if (post?.post_id === postId) return post;
  return [...selectPosts(s), ...selectProfilePosts(s)].find((p) => p.post_id === postId) ?? null;
}

/** Optimistic like/unlike: the heart turns at once, the server's count settles it, a failure undoes it. */
export function usePostLike() {
  const user = useSessionUser();
  return async (post: PublicPost, like: boolean = !post.liked): Promise<void> => {
    if (!user) return requireSignIn();
    if (like === post.liked) return;
    const store = appStore.getState();
    store.replacePost({ ...post, liked: like, like_count: Math.max(0, post.like_count + (like ? 1 : -1)) });
    const state = await withToast(() => setPostLike(post.post_id, like));
    const latest = current(post.post_id) ?? post;
    store.replacePost(
      state
        ? { ...latest, liked: state.liked, like_count: state.like_count }
        : { ...latest, liked: post.liked, like_count: post.like_count },
    );
  };
}

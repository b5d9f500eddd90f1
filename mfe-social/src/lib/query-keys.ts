// Every TanStack Query key of the social remote: one place, so a write can update or invalidate what it changed.
// What the api answers depends on who asks (liked, followed, can_delete), so reads that say so carry the viewer.
export const socialKeys = {
  all: ['social'] as const,
  post: (postId: string, viewer: string | null) => ['social', 'post', postId, viewer] as const,
  comments: (postId: string, viewer: string | null) => ['social', 'comments', postId, viewer] as const,
  /** Every loaded reply thread (a like or a deletion may touch any of them). */
  allReplies: ['social', 'replies'] as const,
  replies: (commentId: string, viewer: string | null) => ['social', 'replies', commentId, viewer] as const,
  questions: (postId: string, viewer: string | null) => ['social', 'questions', postId, viewer] as const,
  trending: ['social', 'trending'] as const,
  tag: (tag: string, sessionKey: string) => ['social', 'tag', tag, sessionKey] as const,
  feed: (sessionKey: string, tab: string) => ['social', 'feed', sessionKey, tab] as const,
  people: (viewer: string | null) => ['social', 'people', viewer] as const,
  /** Every profile and every follow list: a follow or unfollow changes their counts and rows. */
  profiles: ['social', 'profile'] as const,
  profile: (username: string, viewer: string | null) => ['social', 'profile', username.toLowerCase(), viewer] as const,
  profilePosts: (username: string, viewer: string | null) =>
    ['social', 'profile-posts', username.toLowerCase(), viewer] as const,
  follows: ['social', 'follows'] as const,
  /** The signed-in member's muted or blocked people (settings list). */
  relations: (kind: 'muted' | 'blocked', viewer: string | null) => ['social', 'relations', kind, viewer] as const,
  allRelations: ['social', 'relations'] as const,
  /** Every feed tab of every session: a mute or a block changes what they show. */
  feeds: ['social', 'feed'] as const,
  notifications: (viewer: string | null) => ['social', 'notifications', viewer] as const,
  followList: (uuid: string, side: 'followers' | 'following', viewer: string | null) =>
    ['social', 'follows', uuid, side, viewer] as const,
  /** Who liked a post (under `follows`: a follow from its rows reloads it as the follow lists). */
  likers: (postId: string, viewer: string | null) => ['social', 'follows', 'likers', postId, viewer] as const,
};

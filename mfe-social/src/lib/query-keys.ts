// Every TanStack Query key of the social remote: one place, so a write can update or invalidate what it changed.
// What the api answers depends on who asks (liked, followed, can_delete), so reads that say so carry the viewer.
export const socialKeys = {
  all: ['social'] as const,
  post: (postId: string, viewer: string | null) => ['social', 'post', postId, viewer] as const,
  comments: (postId: string, viewer: string | null) => ['social', 'comments', postId, viewer] as const,
  questions: (postId: string, viewer: string | null) => ['social', 'questions', postId, viewer] as const,
};

// The kinds of opaque ids the social api mints (see lib/opaque-id.ts): one per entity, so an id of one
// kind never opens another.
export const ID_KIND = {
  post: 'post',
  media: 'media',
  comment: 'comment',
  question: 'question',
  answer: 'answer',
  notification: 'notification',
  cursor: 'cursor',
  /** Shared with the plans domain: /plan?pid=<id> links carry this kind. */
  plan: 'plan',
} as const;

import { apiRequest } from '@jad/shared-ui';
import type { LikeState, PublicPost, ReportResult } from '@/lib/api-types';

export const REPORT_REASONS = [
  'spam',
  'nudity',
  'hate',
  'violence',
  'harassment',
  'false_information',
  'scam',
  'intellectual_property',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export async function fetchPost(postId: string, signal?: AbortSignal): Promise<PublicPost> {
  return (await apiRequest<PublicPost>('post', '/posts/fetch', { post_id: postId }, { signal })).data;
}

export async function setPostLike(postId: string, like: boolean): Promise<LikeState> {
  const res = like
    ? await apiRequest<LikeState>('post', '/likes', { post_id: postId })
    : await apiRequest<LikeState>('delete', '/likes', { post_id: postId });
  return res.data;
}

/** Saves the caption and, with `mediaAlt`, each of the post's photos' descriptions in order ('' for none). */
export async function editPost(postId: string, caption: string, mediaAlt?: string[]): Promise<PublicPost> {
  const body = mediaAlt ? { post_id: postId, caption, media_alt: mediaAlt } : { post_id: postId, caption };
  return (await apiRequest<PublicPost>('put', '/posts', body)).data;
}

export async function deletePost(postId: string): Promise<void> {
  await apiRequest('delete', '/posts', { post_id: postId });
}

export async function reportPost(postId: string, reason: ReportReason, details: string): Promise<ReportResult> {
  return (
    await apiRequest<ReportResult>('post', '/posts/report', {
      post_id: postId,
      reason,
      ...(details.trim() ? { details: details.trim() } : {}),
    })
  ).data;
}

export const postUrl = (postId: string) => `/post?post_id=${encodeURIComponent(postId)}`;
export const profileUrl = (username: string) => `/profile/${encodeURIComponent(username)}`;
export const planUrl = (planId: string) => `/plan?pid=${encodeURIComponent(planId)}`;

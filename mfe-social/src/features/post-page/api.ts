import { apiRequest } from '@jad/shared-ui';
import type { CommentsPage, LikeState, PublicComment, PublicQuestion, QuestionsPage } from '@/lib/api-types';

export async function fetchComments(
  postId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CommentsPage> {
  const body = { post_id: postId, ...(cursor ? { cursor } : {}) };
  return (await apiRequest<CommentsPage>('post', '/comments/fetch-all', body, { signal })).data;
}

export async function fetchReplies(
  commentId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CommentsPage> {
  const body = { comment_id: commentId, ...(cursor ? { cursor } : {}) };
  return (await apiRequest<CommentsPage>('post', '/comments/replies', body, { signal })).data;
}

export async function addComment(postId: string, body: string, parentId?: string): Promise<PublicComment> {
  return (
    await apiRequest<PublicComment>('post', '/comments', {
      post_id: postId,
      body,
      ...(parentId ? { parent_id: parentId } : {}),
    })
  ).data;
}

export async function deleteComment(commentId: string): Promise<void> {
  await apiRequest('delete', '/comments', { comment_id: commentId });
}

export async function setCommentLike(commentId: string, like: boolean): Promise<LikeState> {
  const res = like
    ? await apiRequest<LikeState>('post', '/likes', { comment_id: commentId })
    : await apiRequest<LikeState>('delete', '/likes', { comment_id: commentId });
  return res.data;
}

export async function fetchQuestions(
  postId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<QuestionsPage> {
  const body = { post_id: postId, ...(cursor ? { cursor } : {}) };
  return (await apiRequest<QuestionsPage>('post', '/questions/fetch-all', body, { signal })).data;
}

export async function askQuestion(postId: string, body: string): Promise<PublicQuestion> {
  return (await apiRequest<PublicQuestion>('post', '/questions', { post_id: postId, body })).data;
}

export async function answerQuestion(questionId: string, body: string): Promise<PublicQuestion> {
  return (await apiRequest<PublicQuestion>('post', '/answers', { question_id: questionId, body })).data;
}

export async function deleteQuestion(questionId: string): Promise<void> {
  await apiRequest('delete', '/questions', { question_id: questionId });
}

export async function deleteAnswer(answerId: string): Promise<void> {
  await apiRequest('delete', '/answers', { answer_id: answerId });
}
